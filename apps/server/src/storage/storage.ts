import type { Readable } from 'node:stream';

/** A stored file as a listing names it. */
export interface StoredEntry {
  key: string;
  modifiedAt: Date;
}

/** A stored file's facts, without opening it. */
export interface StoredFileInfo {
  /** The whole file's length in bytes. */
  size: number;
  modifiedAt: Date;
  contentType: string;
}

/** A stored file, opened for reading. */
export interface StoredFile extends StoredFileInfo {
  stream: Readable;
}

/** Bytes `start` to `end` of a file, both included, as HTTP's `Range` counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded images, rendered maps and print PDFs are kept (`decisions.md` §1). A key is a relative
 * path such as `<siteId>/map-1f2e.png`; `isValidStorageKey` says which keys exist at all. The local
 * directory driver is the default; an S3-compatible one can stand in for it.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  /** Stores a file from the local disk, streamed, for files too large to hold in memory (an account's export). */
  putFile(key: string, path: string): Promise<void>;
  /**
   * The file, or null when there is none (or the key is not a valid one); with a range, the stream holds
   * only those bytes (a phone's video player asks for a video in pieces) while `size` stays the whole file's.
   */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The file's length, time and type without reading it, or null when there is none. */
  info(key: string): Promise<StoredFileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** The files directly in a folder (a key's first segment, e.g. `quick-start`), for housekeeping. */
  list(folder: string): Promise<StoredEntry[]>;
  /** Removes a file; a missing one is no error. */
  delete(key: string): Promise<void>;
}

/** The file types the storage serves, by extension; nothing a browser would run (no SVG, no HTML). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  // Guests' originals and videos (issue 38), served only by the guest-photo routes.
  heic: 'image/heic',
  heif: 'image/heif',
  tif: 'image/tiff',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** One path segment: starts with a letter, digit or '_', so never '.', '..' or a hidden file. */
const SEGMENT_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.:-]{0,199}$/;
const MAX_SEGMENTS = 6;

/** The content type of a key's file, or undefined for a type the storage does not serve. */
export function contentTypeOf(key: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : CONTENT_TYPES[extension];
}

/**
 * A key is '/'-separated plain segments ending in a file of a served type: no '..', no empty or hidden
 * segment, no backslash, no absolute path, so no key can reach outside the storage.
 */
export function isValidStorageKey(key: string): boolean {
  const segments = key.split('/');
  return (
    segments.length <= MAX_SEGMENTS &&
    segments.every((segment) => SEGMENT_PATTERN.test(segment) && !segment.includes('..')) &&
    contentTypeOf(key) !== undefined
  );
}
