import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { siteHosts, sites, type SiteHostKind } from '../db/schema';

/** The addresses sites answer on (`site_hosts`), with the checks the address purchase and the TLS proxy need. */
export class SiteHostRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): SiteHostRepository {
    return new SiteHostRepository(tx);
  }

  /** Records an address of the site; a host it has already stays as it is. */
  async add(host: string, siteId: string, kind: SiteHostKind, now: Date): Promise<void> {
    await this.db.insert(siteHosts).values({ host, siteId, kind, createdAt: now }).onConflictDoNothing();
  }

  /** Releases the site's subdomains: a site keeps one, so a new one replaces the old. */
  async releaseSubdomains(siteId: string): Promise<void> {
    await this.db.delete(siteHosts).where(and(eq(siteHosts.siteId, siteId), eq(siteHosts.kind, 'subdomain')));
  }

  /** Releases every address of the site, custom domains too: the TLS proxy gets no certificate for them again. */
  async releaseAll(siteId: string): Promise<void> {
    await this.db.delete(siteHosts).where(eq(siteHosts.siteId, siteId));
  }

  /** True when a site other than `siteId` answers on the host (as its address or its current host). */
  async isUsedByAnotherSite(host: string, siteId: string): Promise<boolean> {
    const [hostRow] = await this.db
      .select({ siteId: siteHosts.siteId })
      .from(siteHosts)
      .where(and(eq(siteHosts.host, host), ne(siteHosts.siteId, siteId)));
    if (hostRow) return true;
    const [siteRow] = await this.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.host, host), ne(sites.id, siteId)));
    return siteRow !== undefined;
  }

  async hostsOfSite(siteId: string): Promise<{ host: string; kind: SiteHostKind }[]> {
    return this.db
      .select({ host: siteHosts.host, kind: siteHosts.kind })
      .from(siteHosts)
      .where(eq(siteHosts.siteId, siteId));
  }

  /**
   * Whether the TLS proxy may get a certificate for the host: only hosts of published sites that have not
   * expired. One primary-key lookup joined to the site's row.
   */
  async isServedHost(host: string, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ siteId: siteHosts.siteId })
      .from(siteHosts)
      .innerJoin(sites, eq(sites.id, siteHosts.siteId))
      .where(
        and(
          eq(siteHosts.host, host),
          eq(sites.active, true),
          or(
            sql`${sites.data}->>'activeExpireDate' IS NULL`,
            sql`(${sites.data}->>'activeExpireDate')::timestamptz > ${now.toISOString()}::timestamptz`,
          ),
        ),
      );
    return row !== undefined;
  }
}
