import { normaliseHost } from '@eventsite/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { apiSecurityHeaders } from '../http/api-security-headers';
import { REQUEST_ID_HEADER } from '../plugins/request-id';
import { publicSiteGate } from '../sites/public-site-gate';
import { visitorCookieName } from '../sites/site-cookies';
import { dayOf } from '../sites/site-visit-repository';
import type { PageCache } from './page-cache';
import type { PublicSiteDirectory } from './public-site-directory';
import { cachedAnswer } from './send-cached-page';
import type { VisitBuffer } from '../sites/visit-buffer';

/** The route of the public JSON read by host (`routes/public/get-public-site.ts`). */
export const PUBLIC_READ_BY_HOST_ROUTE = '/api/sites/public/host/:host';
/** The page cache's variant for a site's public JSON. */
export const PUBLIC_JSON_VARIANT = 'json';

export interface CachedReadDeps {
  sites: Pick<PublicSiteDirectory, 'peek'>;
  pages: Pick<PageCache, 'peek'>;
  visits: Pick<VisitBuffer, 'add'>;
  config: Pick<ServerConfig, 'domain' | 'secureCookies'>;
  now: () => Date;
}

/**
 * Answers the public JSON read of a site from memory, before the request's other hooks run, when nothing
 * is left to decide: the site and its JSON are in memory and fresh, it is shown to guests without a
 * guest password, and the browser has its visitor cookie (the visit is noted as the route notes it).
 * This is what a guest's phone asks most; everything else (a first visit, a password gate, a site not
 * in memory) is left to the route (the answerer returns false), which fills the caches read here. The
 * answer is the route's: the same headers, ETag and 304, compressed forms and API security headers.
 */
export function cachedReadAnswerer(
  deps: CachedReadDeps,
): (request: FastifyRequest, reply: FastifyReply, host: string) => boolean {
  // The headers every such answer carries, worked out once.
  const constantHeaders = {
    ...apiSecurityHeaders(deps.config.secureCookies),
    'cache-control': 'private, no-cache',
  };
  const cookieName = visitorCookieName(deps.config.secureCookies);
  return (request, reply, host) => {
    const normalised = normaliseHost(host);
    const stored = normalised === null ? undefined : deps.sites.peek({ host: normalised });
    if (!stored) return false;
    const now = deps.now();
    // @fastify/cookie's parser: its own hook, which fills `request.cookies`, has not run yet.
    const visitorCookie = request.server.parseCookie(request.headers.cookie ?? '')[cookieName];
    const gate = publicSiteGate(stored.site, deps.config.domain, now, visitorCookie);
    // What the route decides further (a guest session, a new visitor cookie) is left to it.
    if (gate.status === 'missing' || gate.needsGuestSession || gate.visitorId === null) return false;
    const { visitorId } = gate;
    const page = deps.pages.peek({ siteId: stored.id, stamp: stored.stamp, variant: PUBLIC_JSON_VARIANT });
    if (!page) return false;

    deps.visits.add({ siteId: stored.id, visitorId, day: dayOf(now) });
    const answer = cachedAnswer(request, page);
    const headers: Record<string, string | number> = Object.assign(
      { [REQUEST_ID_HEADER]: request.id },
      constantHeaders,
      answer.headers,
    );
    if (answer.body) headers['content-length'] = answer.body.length;
    reply.hijack();
    reply.raw.writeHead(answer.status, headers);
    reply.raw.end(answer.body ?? undefined);
    return true;
  };
}
