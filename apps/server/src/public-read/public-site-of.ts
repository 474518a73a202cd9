import { toPublicSite, type PublicSite } from '@eventsite/core';
import type { StoredSite } from '../sites/site-repository';

/** One public view per stored state: the directory keeps a state's object, so this lives as long as it. */
const publicSites = new WeakMap<StoredSite, Readonly<PublicSite>>();

/**
 * The guests' view of a stored site, built once per stored state instead of on every request (the hot
 * path of `decisions.md` §7). Shared between requests, so callers copy before they change anything.
 */
export function publicSiteOf(stored: StoredSite): Readonly<PublicSite> {
  let site = publicSites.get(stored);
  if (site === undefined) {
    site = toPublicSite(stored.site);
    publicSites.set(stored, site);
  }
  return site;
}
