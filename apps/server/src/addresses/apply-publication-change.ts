import { changePublication, type Publication, type PublicationChange, type Site } from '@eventsite/core';
import type { Database } from '../db/open-database';
import type { SiteHostKind } from '../db/schema';
import type { Repositories } from '../plugins/repositories';

function publicationOf(site: Site): Publication {
  return {
    host: site.host ?? null,
    active: site.active,
    activeDate: site.activeDate ?? null,
    activeExpireDate: site.activeExpireDate ?? null,
    customDomains: site.customDomains,
    customDomainActive: site.customDomainActive,
    customDomainActiveDate: site.customDomainActiveDate ?? null,
  };
}

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
 * Applies a publication change to a site inside the caller's transaction (`decisions.md` §3): the site row is
 * locked, the change computed by core's rule, the document and the `host`/`active` columns written, and the
 * host recorded in `site_hosts` (a site keeps one subdomain: a new one releases the old).
 */
export async function applyPublicationChange(
  repositories: Pick<Repositories, 'sites' | 'siteHosts'>,
  tx: Database,
  siteId: string,
  change: PublicationChange,
  now: Date,
  /** What kind of address a moved host is; a published subdomain is a subdomain, a domain a custom one. */
  movedHostKind: SiteHostKind = 'subdomain',
): Promise<AppliedChange> {
  const sites = repositories.sites.withTransaction(tx);
  const siteHosts = repositories.siteHosts.withTransaction(tx);
  const site = await sites.lockDocument(siteId);
  if (!site) throw new Error(`No site ${siteId} to publish`);
  const before = publicationOf(site);
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

  await sites.setPublication(siteId, after, now);
  return { publication: after, hostApplied };
}
