import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteDeps } from './site-deps';
import type { PublicSite } from '@eventsite/core';
import { verifyPassword } from '../accounts/hash-password';
import { AppError } from '../errors/app-error';
import { guestPasswordHashOf } from './guest-visibility';
import { gateOf, viewPublicSite } from './open-public-site';
import { setGuestCookie } from './site-cookies';

/**
 * A guest gives a site's password (`decisions.md` §3 "Public password login"): right, and this browser
 * gets a guest cookie for the site and the site; wrong, 401. A site without a password is simply shown.
 */
export async function logInToSite(
  deps: SiteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  siteId: string,
  password: string,
): Promise<PublicSite> {
  const stored = await deps.repositories.sites.findById(siteId);
  const gate = stored && gateOf(deps, request, stored);
  if (!gate || gate.status === 'missing') {
    throw new AppError('SITE_NOT_FOUND', { message: `No published site ${siteId}` });
  }
  const passwordHash = guestPasswordHashOf(stored.site);
  if (passwordHash !== null) {
    if (!(await verifyPassword(password, passwordHash))) {
      throw new AppError('WRONG_SITE_PASSWORD', { message: 'Wrong guest password.' });
    }
    const token = await deps.repositories.siteGuestSessions.create(siteId, deps.now());
    setGuestCookie(reply, siteId, token, deps.config.secureCookies);
  }
  return viewPublicSite(deps, reply, stored, gate.visitorId);
}
