import { and, eq, ne, sql } from 'drizzle-orm';
import { changePublication, siteSchema, type Publication, type PublicationChange } from '@eventsite/core';
import type { Database } from '../db/open-database';
import { siteHosts, sites, type SiteHostKind } from '../db/schema';

/** The site document with the publication fields replaced. */
function mergedData(publication: Publication) {
  return sql`${sites.data} || ${JSON.stringify(publication)}::jsonb`;
}

function publicationOf(data: unknown): Publication {
  const site = siteSchema.parse(data);
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
  tx: Database,
  siteId: string,
  change: PublicationChange,
  now: Date,
  /** What kind of address a moved host is; a published subdomain is a subdomain, a domain a custom one. */
  movedHostKind: SiteHostKind = 'subdomain',
): Promise<AppliedChange> {
  const [row] = await tx.select({ data: sites.data }).from(sites).where(eq(sites.id, siteId)).for('update');
  if (!row) throw new Error(`No site ${siteId} to publish`);
  const before = publicationOf(row.data);
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
    const [takenInHosts] = await tx
      .select({ siteId: siteHosts.siteId })
      .from(siteHosts)
      .where(and(eq(siteHosts.host, newHost), ne(siteHosts.siteId, siteId)));
    const [takenAsHost] = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.host, newHost), ne(sites.id, siteId)));
    if (takenInHosts || takenAsHost) {
      hostApplied = false;
      after = { ...after, host: before.host };
    } else {
      if (kind === 'subdomain') {
        await tx.delete(siteHosts).where(and(eq(siteHosts.siteId, siteId), eq(siteHosts.kind, 'subdomain')));
      }
      await tx
        .insert(siteHosts)
        .values({ host: newHost, siteId, kind, createdAt: now })
        .onConflictDoNothing();
    }
  }

  await tx
    .update(sites)
    .set({
      data: mergedData(after),
      host: after.host ?? null,
      active: after.active,
      updatedAt: now,
    })
    .where(eq(sites.id, siteId));
  return { publication: after, hostApplied };
}
