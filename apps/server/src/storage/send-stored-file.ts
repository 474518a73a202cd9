import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { byteRangeOf } from './byte-range';
import type { Storage, StoredFile, StoredFileInfo } from './storage';

/** Stored files never change under a name (new content gets a new name), so browsers may keep them for good. */
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** True when the browser's `If-None-Match` names this entity tag (or any, with '*'). */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

const etagOf = (file: StoredFileInfo) =>
  `"${file.size.toString(36)}-${file.modifiedAt.getTime().toString(36)}"`;

/** Answers a stored file with its type, caching headers and ETag, or 304 when the browser has it. */
export function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile | null,
  name: string,
): FastifyReply {
  if (!file) throw new AppError('NOT_FOUND', { message: `No file ${name.slice(0, 200)}` });
  const etag = etagOf(file);
  reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).header('etag', etag);
  if (matchesEtag(request, etag)) {
    file.stream.destroy();
    return reply.status(304).send();
  }
  return reply.type(file.contentType).header('content-length', String(file.size)).send(file.stream);
}

/** How a file answered in ranges may be kept: for good (a public file), or never (a pending guest photo). */
interface RangedFileOptions {
  cache: 'immutable' | 'private';
  /** The error when the file is not there (each route names its own). */
  missing: () => AppError;
}

/**
 * Answers a stored file with `Accept-Ranges: bytes`, and one `Range` of it with 206 and `Content-Range`,
 * read from the storage as only those bytes: a phone's video player asks for a video in pieces and will not
 * play it otherwise. 416 `RANGE_NOT_SATISFIABLE` (its `Content-Range` naming the size) past its end.
 */
export async function sendStoredFileInRanges(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Pick<Storage, 'get' | 'info'>,
  key: string,
  options: RangedFileOptions,
): Promise<FastifyReply> {
  void reply.header('accept-ranges', 'bytes');
  const info = request.headers.range === undefined ? null : await storage.info(key);
  const asked = info ? byteRangeOf(request.headers.range, info.size) : null;
  if (asked === 'unsatisfiable') {
    void reply.header('content-range', `bytes */${info?.size ?? 0}`);
    throw new AppError('RANGE_NOT_SATISFIABLE', { message: 'The range starts past the end of the file.' });
  }
  const range = asked ?? undefined;
  const file = await storage.get(key, range);
  if (!file) throw options.missing();
  if (options.cache === 'immutable') {
    if (!range) return sendStoredFile(request, reply, file, key);
    void reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).header('etag', etagOf(file));
  } else {
    void reply.header('cache-control', 'private, no-store');
  }
  if (range) {
    void reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', String(range.end - range.start + 1));
  } else {
    void reply.header('content-length', String(file.size));
  }
  return reply.type(file.contentType).send(file.stream);
}
