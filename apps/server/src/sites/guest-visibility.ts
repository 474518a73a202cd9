import { demoVariantOfHost, isPublicationLive, type Site } from '@eventsite/core';

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
