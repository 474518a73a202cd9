import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { PUBLIC_JSON_VARIANT } from '../../public-read/answer-cached-read';
import { publicSiteOf } from '../../public-read/public-site-of';
import { sendCachedPage } from '../../public-read/send-cached-page';
import type { PublicSiteAccess } from '../../sites/open-public-site';

/**
 * Answers a public-site request (`decisions.md` §3): 404, 401 with the site id for the password gate, or the
 * site's JSON, built once per site state with its ETag and compressed forms (304 when the browser has it).
 * Browsers must ask every time, since the answer depends on the guest cookie and the site can change at
 * any save. The site was validated when it was saved, so it is serialised here without another check.
 */
export async function sendPublicSite(
  request: FastifyRequest,
  reply: FastifyReply,
  access: PublicSiteAccess,
): Promise<FastifyReply> {
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
  const { stored } = access;
  const page = await request.server.publicRead.pages.getOrBuild(
    { siteId: stored.id, stamp: stored.stamp, variant: PUBLIC_JSON_VARIANT },
    () => ({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(publicSiteOf(stored)),
    }),
  );
  return sendCachedPage(request, reply, page);
}
