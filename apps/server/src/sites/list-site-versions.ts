import type { SiteVersionEntry } from '@eventsite/core';
import { withCurrentFacts } from './compose-site';
import { ownerSiteAnswer } from './owner-site-answer';
import type { SiteDeps } from './site-deps';

/** The site's saved versions, newest first, each as the owner's answers carry a site (`decisions.md` §3 "Versions"). */
export async function listSiteVersions(deps: SiteDeps, siteId: string): Promise<SiteVersionEntry[]> {
  const [versions, stored] = await Promise.all([
    deps.repositories.siteVersions.list(siteId),
    deps.repositories.sites.findById(siteId),
  ]);
  return versions.map((version) => ({
    ...version,
    data: ownerSiteAnswer(stored ? withCurrentFacts(version.data, stored.site) : version.data),
  }));
}
