import { randomBytes } from 'node:crypto';
import { copyFile, open, readFile, rm } from 'node:fs/promises';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import { GUEST_VIDEO_MAX_SECONDS, type GuestPhotoKind } from '@eventsite/core/constants/guest-photos';
import { AppError } from '../errors/app-error';
import { storeImage } from '../images/store-image';
import type { Storage } from '../storage/storage';
import { videoContainerOf, videoSeconds, type VideoContainer } from './video-duration';
import { MalformedMovieError, movieLocationBytes } from './video-location';

/** A guest's file once stored: the untouched original and the processed copy others may see. */
export interface StoredGuestPhotoFiles {
  kind: GuestPhotoKind;
  originalKey: string;
  originalMime: string;
  fileStem: string;
  fileExtension: string;
  processedSizes: { size: number; fileName: string }[];
  processedKeys: string[];
  width: number;
  height: number;
}

/** Where a site's guest photos are kept; the generic image route refuses this folder. */
export const GUEST_PHOTO_FOLDER = 'guest-photos';

export function guestPhotoFolderKey(siteId: string): string {
  return `${GUEST_PHOTO_FOLDER}/${siteId}`;
}

const IMAGE_EXTENSIONS: Readonly<Record<string, { extension: string; mime: string }>> = {
  jpeg: { extension: 'jpg', mime: 'image/jpeg' },
  png: { extension: 'png', mime: 'image/png' },
  webp: { extension: 'webp', mime: 'image/webp' },
  gif: { extension: 'gif', mime: 'image/gif' },
  tiff: { extension: 'tif', mime: 'image/tiff' },
  heif: { extension: 'heic', mime: 'image/heic' },
};

const VIDEO_TYPES: Readonly<Record<VideoContainer, string>> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** A video's poster when none is cut from it (no ffmpeg here): a calm, neutral 16:9 picture. */
const POSTER = { width: 1280, height: 720, background: '#3a3a3c' } as const;

function unreadable(message: string, cause?: unknown): AppError {
  return new AppError('GUEST_PHOTO_UNREADABLE', { message, cause });
}

async function readHead(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(64);
    const { bytesRead } = await file.read(head, 0, 64, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * The picture as a buffer sharp decodes: most formats as they are; an iPhone's HEIC (HEVC inside, which
 * sharp's prebuilt libvips cannot decode) through libheif's WebAssembly build, losslessly as PNG.
 */
async function decodablePhoto(bytes: Buffer): Promise<{ input: Buffer; format: string }> {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw unreadable('The file is not an image sharp can read.', error);
    });
  const format = metadata.format ?? '';
  if (!(format in IMAGE_EXTENSIONS))
    throw unreadable(`Photos in ${format || 'this'} format are not accepted.`);
  if (format !== 'heif' || metadata.compression === 'av1') return { input: bytes, format };
  const { width, height, data } = await decodeHeic({ buffer: bytes }).catch((error: unknown) => {
    throw unreadable('The HEIC photo could not be decoded.', error);
  });
  // libheif applies the HEIC's rotation and mirroring itself, so the pixels are upright already.
  const input = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { input, format };
}

async function storePhoto(
  storage: Storage,
  siteId: string,
  path: string,
  originalName: string,
): Promise<StoredGuestPhotoFiles> {
  const bytes = await readFile(path);
  const { input, format } = await decodablePhoto(bytes);
  const folder = { key: guestPhotoFolderKey(siteId), path: '' };
  // storeImage decodes fully (refusing truncated files), applies EXIF orientation and writes no metadata.
  const image = await storeImage(storage, folder, input, {
    originalName,
    temporary: false,
    portrait: false,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'IMAGE_TOO_LARGE') {
      throw new AppError('GUEST_PHOTO_TOO_LARGE', { message: error.message });
    }
    throw unreadable('The photo could not be decoded.', error);
  });
  const { extension, mime } = IMAGE_EXTENSIONS[format] ?? { extension: 'jpg', mime: 'image/jpeg' };
  const originalKey = `${folder.key}/original-${randomBytes(12).toString('hex')}.${extension}`;
  await storage.put(originalKey, bytes);
  return {
    kind: 'image',
    originalKey,
    originalMime: mime,
    ...processedOf(folder.key, image.fileName, image.sizes),
    // storeImage always answers the stored size; the fallback only satisfies Image's optional fields.
    width: image.width ?? 1,
    height: image.height ?? 1,
  };
}

function processedOf(folderKey: string, fileName: string, sizes: { size: number; fileName: string }[]) {
  const dot = fileName.lastIndexOf('.');
  return {
    fileStem: fileName.slice(0, dot),
    fileExtension: fileName.slice(dot + 1),
    processedSizes: sizes,
    processedKeys: [fileName, ...sizes.map((size) => size.fileName)].map((name) => `${folderKey}/${name}`),
  };
}

/**
 * The copy of a video others are served: an mp4's or mov's location values overwritten in place with
 * zeros (same sizes, so every offset in the movie still holds), written to a copy beside the upload so
 * nothing is held in memory. WebM has no standard location element (phones record location in mp4/mov),
 * so a WebM is served as sent.
 */
async function storeServedVideo(
  storage: Storage,
  key: string,
  path: string,
  size: number,
  container: VideoContainer,
): Promise<void> {
  if (container === 'webm') {
    await storage.putFile(key, path);
    return;
  }
  const copy = `${path}.served`;
  try {
    await copyFile(path, copy);
    const file = await open(copy, 'r+');
    try {
      const read = async (position: number, length: number) => {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await file.read(buffer, 0, length, position);
        return buffer.subarray(0, bytesRead);
      };
      const locations = await movieLocationBytes(read, size).catch((error: unknown) => {
        if (error instanceof MalformedMovieError) throw unreadable('The video’s boxes do not fit.', error);
        throw error;
      });
      for (const { position, length } of locations) {
        await file.write(Buffer.alloc(length), 0, length, position);
      }
    } finally {
      await file.close();
    }
    await storage.putFile(key, copy);
  } finally {
    await rm(copy, { force: true });
  }
}

async function storeVideo(
  storage: Storage,
  siteId: string,
  path: string,
  size: number,
  container: VideoContainer,
): Promise<StoredGuestPhotoFiles> {
  const seconds = await videoSeconds(path, container, size).catch(() => null);
  // An mp4 or mov without a readable header is no video; a WebM recorded live may carry no duration at all.
  if (seconds === null && container !== 'webm') throw unreadable('The video has no readable movie header.');
  if (seconds !== null && seconds > GUEST_VIDEO_MAX_SECONDS) {
    throw new AppError('GUEST_PHOTO_TOO_LARGE', {
      message: `The video is ${Math.round(seconds)} s; at most ${GUEST_VIDEO_MAX_SECONDS} s are accepted.`,
    });
  }
  const folderKey = guestPhotoFolderKey(siteId);
  const stem = randomBytes(12).toString('hex');
  const poster = await sharp({
    create: { width: POSTER.width, height: POSTER.height, channels: 3, background: POSTER.background },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const originalKey = `${folderKey}/original-${randomBytes(12).toString('hex')}.${container}`;
  const servedKey = `${folderKey}/${stem}.${container}`;
  // The served copy first: a movie whose boxes do not fit is refused before anything is kept.
  await storeServedVideo(storage, servedKey, path, size, container);
  await storage.putFile(originalKey, path);
  await storage.put(`${folderKey}/${stem}.jpg`, poster);
  const processed = processedOf(folderKey, `${stem}.jpg`, []);
  return {
    kind: 'video',
    originalKey,
    originalMime: VIDEO_TYPES[container],
    ...processed,
    processedKeys: [...processed.processedKeys, servedKey],
    width: POSTER.width,
    height: POSTER.height,
  };
}

/**
 * Turns a finished upload (a file on this disk) into stored files (issue 38 item 2): a photo is decoded
 * (HEIC converted), stored oriented and without metadata in every site-image size, and its original kept
 * as sent for the hosts; a video (mp4, mov, WebM) is kept as sent once its container says it is short
 * enough, and served as a copy without its location, with a neutral poster. Anything else is refused with
 * GUEST_PHOTO_UNREADABLE and nothing is kept.
 */
export async function storeGuestPhotoFile(
  storage: Storage,
  siteId: string,
  file: { path: string; size: number; originalName: string },
): Promise<StoredGuestPhotoFiles> {
  const container = videoContainerOf(await readHead(file.path));
  return container
    ? storeVideo(storage, siteId, file.path, file.size, container)
    : storePhoto(storage, siteId, file.path, file.originalName);
}
