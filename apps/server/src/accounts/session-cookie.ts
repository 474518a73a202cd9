import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MAX_AGE_MS } from './session-repository';

/**
 * `__Host-` makes the browser refuse the cookie unless it is Secure, has Path=/ and no Domain, so no
 * subdomain (a customer's published site) can set or shadow it. Plain HTTP development cannot use it.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
}

export function readSessionToken(request: FastifyRequest, secure: boolean): string | undefined {
  return request.cookies[sessionCookieName(secure)];
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: SESSION_MAX_AGE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', path: '/', secure });
}
