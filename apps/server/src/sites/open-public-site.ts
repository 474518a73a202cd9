import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  demoVariantOfHost,
  isPublicationLive,
  toPublicSite,
  type PublicSite,
  type Site,
} from '@eventsite/core';
import { hasGuestSession } from './guest-access';
import { visitorIdOf } from './site-cookies';
import type { StoredSite } from './site-repository';

/** What a guest's browser may see of a site (`decisions.md` §3 "Public site by host"). */
export type PublicSiteAccess =
  { status: 'viewable'; site: PublicSite } | { status: 'password'; siteId: string } | { status: 'missing' };

/**
 * Published sites are shown to guests until their expiry date (then 404 until extended), and the brand's
 * demo sites (on the brand domain `domain`) always are.
 */
export function isShownToGuests(site: Site, domain: string, now: Date): boolean {
  return isPublicationLive(site, now) || (!!site.host && demoVariantOfHost(site.host, domain) !== null);
}

/** The guest password's hash, or null when the site has none. */
export function guestPasswordHashOf(site: Site): string | null {
  return site.password || null;
}

/** The public site for this browser, its visit counted once a day (`decisions.md` §3). */
export async function viewPublicSite(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredSite,
): Promise<PublicSite> {
  const visitorId = visitorIdOf(request, reply, app.config.secureCookies);
  const visitorCount = await app.repositories.siteVisits.count(stored.id, visitorId, app.now());
  return toPublicSite({ ...stored.site, visitorCount: visitorCount ?? stored.site.visitorCount });
}

/**
 * Decides what this browser gets of a stored site: nothing (unknown or unpublished), the password gate
 * (a guest password and no guest session for it), or the public site.
 */
export async function openPublicSite(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  stored: StoredSite | null,
): Promise<PublicSiteAccess> {
  if (!stored || !isShownToGuests(stored.site, app.config.domain, app.now())) return { status: 'missing' };
  if (!(await hasGuestSession(app, request, stored))) return { status: 'password', siteId: stored.id };
  return { status: 'viewable', site: await viewPublicSite(app, request, reply, stored) };
}
