import type { Site } from '@eventsite/core';
import { publicationOf } from '../addresses/publication-of';
import type { Database } from '../db/open-database';
import type { Repositories } from '../plugins/repositories';

/**
 * Writes a site without an owner (a demo site) as it is given, in one transaction: its document, its
 * publication, and its host as its one address (taken from another ownerless site that had it, a demo
 * site of another brand from an earlier start). Each start refreshes its content and dates; its visits
 * and reservations stay, in their own tables.
 */
export async function seedOwnerlessSite(
  db: Database,
  repositories: Pick<Repositories, 'sites' | 'siteHosts' | 'sitePublications'>,
  site: Site,
  now: Date,
): Promise<void> {
  const { host, ...terms } = publicationOf(site);
  await db.transaction(async (tx) => {
    await repositories.sites.withTransaction(tx).upsertOwnerless(site, now);
    await repositories.sitePublications
      .withTransaction(tx)
      .put(site._id, terms, site.customDomainRegistrationsAvailable);
    if (host) await repositories.siteHosts.withTransaction(tx).claimForOwnerlessSite(site._id, host, now);
  });
}
