import { eq } from 'drizzle-orm';
import type { Publication } from '@eventsite/core';
import type { Database } from '../db/open-database';
import { sitePublications, sites } from '../db/schema';

/** A site's publication without its host, which `site_hosts` keeps (`SiteHostRepository`). */
export type PublicationTerms = Omit<Publication, 'host'>;

export interface LockedPublication {
  terms: PublicationTerms;
  /** Custom-domain registrations the site's package still includes (`000` §4). */
  includedDomainRegistrations: number;
}

/**
 * Sites' publications (`site_publications`): whether and until when each is published, its custom domains
 * and its included domain registrations. Payments and the address purchase change them under `lock`.
 */
export class SitePublicationRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): SitePublicationRepository {
    return new SitePublicationRepository(tx);
  }

  /**
   * Locks the site's publication until the transaction ends and reads it (a never published site gets
   * its row here); null when there is no such site. Every change of a publication takes this lock first,
   * so two never interleave.
   */
  async lock(siteId: string): Promise<LockedPublication | null> {
    const [site] = await this.db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
    if (!site) return null;
    await this.db.insert(sitePublications).values({ siteId }).onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(sitePublications)
      .where(eq(sitePublications.siteId, siteId))
      .for('update');
    if (!row) return null;
    return {
      terms: {
        active: row.active,
        activeDate: row.activeDate,
        activeExpireDate: row.activeExpireDate,
        customDomains: row.customDomains,
        customDomainActive: row.customDomainActive,
        customDomainActiveDate: row.customDomainActiveDate,
      },
      includedDomainRegistrations: row.includedDomainRegistrations,
    };
  }

  /** Writes the publication (`applyPublicationChange`, under `lock`). */
  async set(siteId: string, terms: PublicationTerms): Promise<void> {
    await this.db
      .update(sitePublications)
      .set({
        active: terms.active,
        activeDate: terms.activeDate ?? null,
        activeExpireDate: terms.activeExpireDate ?? null,
        customDomains: terms.customDomains,
        customDomainActive: terms.customDomainActive,
        customDomainActiveDate: terms.customDomainActiveDate ?? null,
      })
      .where(eq(sitePublications.siteId, siteId));
  }

  /**
   * Takes the site off the air at once (an account being deleted): unpublished, without custom domains.
   * Its addresses go with `SiteHostRepository.releaseAll`; the table's trigger tells every process.
   */
  async takeOffline(siteId: string): Promise<void> {
    await this.db
      .update(sitePublications)
      .set({ active: false, customDomains: [], customDomainActive: false })
      .where(eq(sitePublications.siteId, siteId));
  }

  /** How many domain registrations the owner's package still includes. */
  async setIncludedDomainRegistrations(siteId: string, count: number): Promise<void> {
    await this.db
      .insert(sitePublications)
      .values({ siteId, includedDomainRegistrations: count })
      .onConflictDoUpdate({ target: sitePublications.siteId, set: { includedDomainRegistrations: count } });
  }

  /** Writes a site's whole publication as it is given (a demo site at start, an imported site). */
  async put(siteId: string, terms: PublicationTerms, includedDomainRegistrations: number): Promise<void> {
    const values = {
      active: terms.active,
      activeDate: terms.activeDate ?? null,
      activeExpireDate: terms.activeExpireDate ?? null,
      customDomains: terms.customDomains,
      customDomainActive: terms.customDomainActive,
      customDomainActiveDate: terms.customDomainActiveDate ?? null,
      includedDomainRegistrations,
    };
    await this.db
      .insert(sitePublications)
      .values({ siteId, ...values })
      .onConflictDoUpdate({ target: sitePublications.siteId, set: values });
  }
}
