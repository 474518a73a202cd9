import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../storage/send-stored-file';
import type { CachedPage } from './page-cache';

type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The best encoding the browser accepts of those we have, brotli first (`Accept-Encoding`, RFC 9110
 * §12.5.3: a coding with `q=0` is refused, `*` stands for any coding not named).
 */
function chooseEncoding(header: string | undefined, available: readonly ContentEncoding[]): ContentEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const accepted = available.filter((coding) => coding !== 'identity' && weightOf(coding) > 0);
  return accepted.sort((a, b) => weightOf(b) - weightOf(a))[0] ?? 'identity';
}

/** What a cached page's answer to this request is: its status, its headers and its body (none for 304). */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * The answer with a cached page in the encoding the browser prefers, or 304 when its `If-None-Match` names
 * the page's ETag.
 */
export function cachedAnswer(request: FastifyRequest, page: CachedPage): CachedAnswer {
  const headers: Record<string, string> = { etag: page.etag, vary: 'Accept-Encoding' };
  if (page.status === 200 && matchesEtag(request, page.etag)) return { status: 304, headers, body: null };
  const available: ContentEncoding[] = [
    ...(page.br ? (['br'] as const) : []),
    ...(page.gzip ? (['gzip'] as const) : []),
  ];
  const encoding = chooseEncoding(request.headers['accept-encoding'], available);
  const body =
    (encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity) ?? page.identity;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-type'] = page.contentType;
  return { status: page.status, headers, body };
}

/**
 * Answers with a cached page (`cachedAnswer`). The caller sets what belongs to this visitor (cookies,
 * cache-control) on the reply.
 */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  const answer = cachedAnswer(request, page);
  return reply
    .status(answer.status)
    .headers(answer.headers)
    .send(answer.body ?? undefined);
}
