import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { PublicSiteAccess } from '../../sites/open-public-site';
import { matchesEtag } from '../../storage/send-stored-file';

/**
 * Answers a public-site request (`decisions.md` §3): 404, 401 with the site id for the password gate, or the
 * site with an ETag of its content (304 when the browser has it). Browsers must ask every time, since the
 * answer depends on the guest cookie and the site can change at any save.
 */
export function sendPublicSite(request: FastifyRequest, reply: FastifyReply, access: PublicSiteAccess) {
  reply.header('cache-control', 'private, no-cache');
  if (access.status === 'missing') {
    throw new AppError('SITE_NOT_FOUND', { message: 'No published site answers here.' });
  }
  if (access.status === 'password') {
    throw new AppError('SITE_PASSWORD_REQUIRED', {
      message: 'The site has a guest password; log in with POST /api/sites/public/{siteId}/login.',
      extra: { siteId: access.siteId },
    });
  }
  const etag = `"${createHash('sha256').update(JSON.stringify(access.site)).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', etag);
  if (matchesEtag(request, etag)) return reply.status(304).send();
  return reply.send(access.site);
}
