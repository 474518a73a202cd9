import type { FastifyRequest } from 'fastify';

/**
 * The personal link's token (`?g=`) of the guest page a guest came from, read from the Referer: the shared,
 * cached page cannot carry it in its link to the answer page, but the browser names that page (with its
 * query, under the guest page's same-origin referrer policy) when the guest follows the link. Only a page of
 * the same host name counts.
 */
export function personalLinkToken(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    if (from.hostname !== request.hostname) return undefined;
    return from.searchParams.get('g') || undefined;
  } catch {
    return undefined;
  }
}
