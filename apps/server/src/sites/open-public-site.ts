import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteDeps } from './site-deps';
import { toPublicSite, type PublicSite } from '@eventsite/core';
import { hasGuestSession } from './guest-access';
import { isShownToGuests } from './guest-visibility';
import { visitorIdOf } from './site-cookies';
import type { StoredSite } from './site-repository';
import { dayOf } from './site-visit-repository';

/** What a guest's browser may see of a site (`decisions.md` §3 "Public site by host"). */
export type PublicSiteAccess =
  { status: 'viewable'; stored: StoredSite } | { status: 'password'; siteId: string } | { status: 'missing' };

/**
 * Notes this browser's visit, counted once a day (`decisions.md` §3) with the next batch of visits, so the
 * guest waits for no write; a new browser gets its visitor cookie here.
 */
function noteVisit(deps: SiteDeps, request: FastifyRequest, reply: FastifyReply, siteId: string): void {
  const visitorId = visitorIdOf(request, reply, deps.config.secureCookies);
  deps.publicRead.visits.add({ siteId, visitorId, day: dayOf(deps.now()) });
}

/** The public site for this browser, its visit noted. */
export function viewPublicSite(
  deps: SiteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredSite,
): PublicSite {
  noteVisit(deps, request, reply, stored.id);
  return toPublicSite(stored.site);
}

/**
 * Decides what this browser gets of a stored site: nothing (unknown or unpublished), the password gate
 * (a guest password and no guest session for it), or the public site.
 */
export async function openPublicSite(
  deps: SiteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredSite | null,
): Promise<PublicSiteAccess> {
  if (!stored || !isShownToGuests(stored.site, deps.config.domain, deps.now())) return { status: 'missing' };
  if (!(await hasGuestSession(deps, request, stored))) return { status: 'password', siteId: stored.id };
  noteVisit(deps, request, reply, stored.id);
  return { status: 'viewable', stored };
}
