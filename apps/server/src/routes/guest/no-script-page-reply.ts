import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { guestPageSecurityHeaders } from '../../http/page-security-headers';

/**
 * How a page for a guest without JavaScript is sent: a guest page's security headers, never cached (each
 * drawing carries its own post key and what is left now), as HTML.
 */
export function noScriptPageReply(app: FastifyInstance) {
  const headers = guestPageSecurityHeaders({ secure: app.config.secureCookies });
  return (reply: FastifyReply, html: string, status = 200): FastifyReply =>
    reply
      .status(status)
      .headers(headers)
      .header('cache-control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(html);
}

/** The page's own path, where its forms post back to. */
export const formAction = (request: FastifyRequest): string => request.url.split('?')[0] ?? '';
