import type { FastifyRequest } from 'fastify';
import type { SiteDeps } from './site-deps';
import { AppError } from '../errors/app-error';
import { publicSiteGate } from './public-site-gate';
import { readGuestToken } from './site-cookies';

/** True when this browser has logged in to the site with its guest password (`001` "Password gate"). */
export async function hasGuestSession(
  deps: SiteDeps,
  request: FastifyRequest,
  siteId: string,
): Promise<boolean> {
  const token = readGuestToken(request, siteId, deps.config.secureCookies);
  return token !== undefined && deps.repositories.siteGuestSessions.isValid(siteId, token, deps.now());
}

/**
 * Guests may answer and reserve only where they may look: a published site (or the demo site), and behind
 * a guest password only after logging in to it. 404 and 401 otherwise, as for the public read.
 */
export async function assertGuestAccess(
  deps: SiteDeps,
  request: FastifyRequest,
  siteId: string,
): Promise<void> {
  const stored = await deps.publicRead.sites.find({ id: siteId });
  const gate = publicSiteGate(stored?.site ?? null, deps.config.domain, deps.now());
  if (gate.status === 'missing') throw new AppError('NOT_FOUND', { message: 'No such site.' });
  if (gate.needsGuestSession && !(await hasGuestSession(deps, request, siteId))) {
    throw new AppError('SITE_PASSWORD_REQUIRED', {
      message: 'Log in to the site with its guest password first.',
    });
  }
}
