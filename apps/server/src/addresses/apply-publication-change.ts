import { changePublication, type Publication, type PublicationChange } from '@eventsite/core';
import type { Database } from '../db/open-database';
import type { SiteHostKind } from '../db/schema';
import type { Repositories } from '../plugins/repositories';

function hostOf(change: PublicationChange): string | null {
  switch (change.kind) {
    case 'extend':
      return null;
    case 'publishSubdomain':
    case 'moveHost':
      return change.host;
    case 'addCustomDomain':
      return change.domain;
  }
}

export interface AppliedChange {
  publication: Publication;
  /** False when the host went to another site meanwhile: the site keeps its old host. */
  hostApplied: boolean;
}

/**
 * Applies a publication change to a site inside the caller's transaction (`decisions.md` §3): the site's
 * publication is locked, the change computed by core's rule and written, and the host recorded in
 * `site_hosts` as the site's current one (a site keeps one subdomain: a new one releases the old).
 */
export async function applyPublicationChange(
  repositories: Pick<Repositories, 'siteHosts' | 'sitePublications'>,
  tx: Database,
  siteId: string,
  change: PublicationChange,
  now: Date,
  /** What kind of address a moved host is; a published subdomain is a subdomain, a domain a custom one. */
  movedHostKind: SiteHostKind = 'subdomain',
): Promise<AppliedChange> {
  const publications = repositories.sitePublications.withTransaction(tx);
  const siteHosts = repositories.siteHosts.withTransaction(tx);
  const locked = await publications.lock(siteId);
  if (!locked) throw new Error(`No site ${siteId} to publish`);
  const before: Publication = { ...locked.terms, host: await siteHosts.currentOf(siteId) };
  let after = changePublication(before, change, now);
  let hostApplied = true;

  const newHost = hostOf(change);
  if (newHost !== null) {
    const kind: SiteHostKind =
      change.kind === 'publishSubdomain'
        ? 'subdomain'
        : change.kind === 'moveHost'
          ? movedHostKind
          : 'custom';
    if (await siteHosts.isUsedByAnotherSite(newHost, siteId)) {
      hostApplied = false;
      after = { ...after, host: before.host };
    } else {
      if (kind === 'subdomain') await siteHosts.releaseSubdomains(siteId);
      await siteHosts.add(newHost, siteId, kind, now);
    }
  }

  const { host, ...terms } = after;
  await publications.set(siteId, terms);
  await siteHosts.setCurrent(siteId, host ?? null);
  return { publication: after, hostApplied };
}
