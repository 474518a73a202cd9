import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { StoredFile } from './storage';

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

/** Answers a stored file with its type, caching headers and ETag, or 304 when the browser has it. */
export function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile | null,
  name: string,
): FastifyReply {
  if (!file) throw new AppError('NOT_FOUND', { message: `No file ${name.slice(0, 200)}` });
  const etag = `"${file.size.toString(36)}-${file.modifiedAt.getTime().toString(36)}"`;
  reply.header('cache-control', IMMUTABLE_CACHE_CONTROL).header('etag', etag);
  if (matchesEtag(request, etag)) {
    file.stream.destroy();
    return reply.status(304).send();
  }
  return reply.type(file.contentType).header('content-length', String(file.size)).send(file.stream);
}
