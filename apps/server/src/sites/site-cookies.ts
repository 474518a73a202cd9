import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SITE_GUEST_SESSION_LIFETIME_MS } from './site-guest-session-repository';
import { mintVisitorId } from './visitor-id';

/** Browsers keep a cookie at most 400 days, however long it asks for. */
const VISITOR_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
/** A UUID, or 16 random bytes in base64url as ids were made before. */
const VISITOR_ID_PATTERN =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9_-]{22})$/;

/** `__Host-` as for the session cookie: only this exact host can set or read it. */
const prefixed = (name: string, secure: boolean) => (secure ? `__Host-${name}` : name);

const cookieOptions = (secure: boolean, maxAgeSeconds: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure,
  maxAge: maxAgeSeconds,
});

/**
 * One guest cookie per site, so a browser that opened two protected sites on one host (the `domainHost`
 * override) stays logged in to both. Named by a hash because site ids may hold characters cookie names may not.
 */
function guestCookieName(siteId: string, secure: boolean): string {
  return prefixed(`guest_${createHash('sha256').update(siteId).digest('hex').slice(0, 16)}`, secure);
}

export function readGuestToken(request: FastifyRequest, siteId: string, secure: boolean): string | undefined {
  return request.cookies[guestCookieName(siteId, secure)];
}

export function setGuestCookie(reply: FastifyReply, siteId: string, token: string, secure: boolean): void {
  reply.setCookie(
    guestCookieName(siteId, secure),
    token,
    cookieOptions(secure, SITE_GUEST_SESSION_LIFETIME_MS / 1000),
  );
}

export const visitorCookieName = (secure: boolean) => prefixed('visitor', secure);

/** A visitor id as this server makes them (anything else is replaced). */
export const isVisitorId = (value: string | undefined): value is string =>
  value !== undefined && VISITOR_ID_PATTERN.test(value);

/** The visitor cookie as the browser sent it, malformed or not (`publicSiteGate` tells). */
export const visitorCookieOf = (request: FastifyRequest, secure: boolean): string | undefined =>
  request.cookies[visitorCookieName(secure)];

/**
 * The visitor cookie's `Set-Cookie` after its value, as @fastify/cookie would write it (`cookieOptions`);
 * written once, as a first visit costs a page from memory little else (bench/public-site).
 */
const visitorCookieAttributes = (secure: boolean) =>
  `; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; Path=/; HttpOnly${secure ? '; Secure' : ''}; SameSite=Lax`;
const VISITOR_SET_COOKIE_SUFFIX = {
  secure: visitorCookieAttributes(true),
  plain: visitorCookieAttributes(false),
};

/**
 * A new visitor id for this site (`mintVisitorId`), set now as the browser's visitor cookie (it had none, or
 * a malformed one). It only tells one browser's visits apart from another's, to count each once a day; it
 * names no person.
 */
export function setNewVisitorCookie(reply: FastifyReply, secure: boolean, siteId: string, now: Date): string {
  const visitorId = mintVisitorId(siteId, now);
  // Fastify adds a Set-Cookie to those set before; @fastify/cookie's own keep theirs beside it.
  reply.header(
    'set-cookie',
    `${visitorCookieName(secure)}=${visitorId}${VISITOR_SET_COOKIE_SUFFIX[secure ? 'secure' : 'plain']}`,
  );
  return visitorId;
}
