import type { Site } from '@eventsite/core';
import { guestPasswordHashOf, isShownToGuests } from './guest-visibility';
import { isVisitorId } from './site-cookies';

/**
 * What a guest's browser may get of a site, as far as the site and the browser's visitor cookie tell
 * (`decisions.md` §3 "Public site by host"): nothing (unknown, unpublished or expired), or the site, behind
 * its guest password when it has one (whether the browser logged in to it is a guest session, read from
 * the database by the caller). `visitorId` is null when the browser needs a new visitor cookie.
 */
export type PublicSiteGate =
  { status: 'missing' } | { status: 'shown'; needsGuestSession: boolean; visitorId: string | null };

/**
 * The one decision of the public read (no I/O): the route (`openPublicSite`), the answer from memory
 * (`cachedReadAnswerer`), the password login and the guests' writes (`assertGuestAccess`, which need no
 * visitor cookie) all ask here, so none can let through what another refuses.
 */
export function publicSiteGate(
  site: Site | null,
  domain: string,
  now: Date,
  visitorCookie?: string,
): PublicSiteGate {
  if (!site || !isShownToGuests(site, domain, now)) return { status: 'missing' };
  return {
    status: 'shown',
    needsGuestSession: guestPasswordHashOf(site) !== null,
    visitorId: isVisitorId(visitorCookie) ? visitorCookie : null,
  };
}
