import type { FastifyRequest } from 'fastify';
import type { SiteDeps } from './site-deps';
import { AppError } from '../errors/app-error';
import { guestPasswordHashOf, isShownToGuests } from './guest-visibility';
import { readGuestToken } from './site-cookies';
import type { StoredSite } from './site-repository';

/** True when the site needs no guest password, or this browser has logged in to it (`001` "Password gate"). */
export async function hasGuestSession(
  deps: SiteDeps,
  request: FastifyRequest,
  stored: StoredSite,
): Promise<boolean> {
  if (guestPasswordHashOf(stored.site) === null) return true;
  const token = readGuestToken(request, stored.id, deps.config.secureCookies);
  return token !== undefined && deps.repositories.siteGuestSessions.isValid(stored.id, token, deps.now());
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
  if (!stored || !isShownToGuests(stored.site, deps.config.domain, deps.now())) {
    throw new AppError('NOT_FOUND', { message: 'No such site.' });
  }
  if (!(await hasGuestSession(deps, request, stored))) {
    throw new AppError('SITE_PASSWORD_REQUIRED', {
      message: 'Log in to the site with its guest password first.',
    });
  }
}
