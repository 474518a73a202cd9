import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { siteHosts, sitePublications, sites, type SiteHostKind } from '../db/schema';

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

  /** True when a site other than `siteId` answers on the host. */
  async isUsedByAnotherSite(host: string, siteId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ siteId: siteHosts.siteId })
      .from(siteHosts)
      .where(and(eq(siteHosts.host, host), ne(siteHosts.siteId, siteId)));
    return row !== undefined;
  }

  /** The site's published address, or null while it has none. */
  async currentOf(siteId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ host: siteHosts.host })
      .from(siteHosts)
      .where(and(eq(siteHosts.siteId, siteId), eq(siteHosts.current, true)));
    return row?.host ?? null;
  }

  /** Makes the host, one of the site's addresses, its published one (the wire's `host`); null: none. */
  async setCurrent(siteId: string, host: string | null): Promise<void> {
    // Cleared first: the unique index allows one current host per site at every moment.
    await this.db
      .update(siteHosts)
      .set({ current: false })
      .where(and(eq(siteHosts.siteId, siteId), eq(siteHosts.current, true)));
    if (host !== null) {
      await this.db
        .update(siteHosts)
        .set({ current: true })
        .where(and(eq(siteHosts.siteId, siteId), eq(siteHosts.host, host)));
    }
  }

  /**
   * Gives a site without an owner (a demo site) the host as its one address, taking it from another
   * ownerless site that had it (a demo site of another brand, from an earlier start); a host of an
   * owner's site is left as it is.
   */
  async claimForOwnerlessSite(siteId: string, host: string, now: Date): Promise<void> {
    await this.db.delete(siteHosts).where(and(eq(siteHosts.siteId, siteId), ne(siteHosts.host, host)));
    await this.db
      .insert(siteHosts)
      .values({ host, siteId, kind: 'subdomain', current: true, createdAt: now })
      .onConflictDoUpdate({
        target: siteHosts.host,
        set: { siteId, current: true },
        setWhere: inArray(
          siteHosts.siteId,
          this.db.select({ id: sites.id }).from(sites).where(isNull(sites.accountId)),
        ),
      });
  }

  async hostsOfSite(siteId: string): Promise<{ host: string; kind: SiteHostKind }[]> {
    return this.db
      .select({ host: siteHosts.host, kind: siteHosts.kind })
      .from(siteHosts)
      .where(eq(siteHosts.siteId, siteId));
  }

  /**
   * Whether the TLS proxy may get a certificate for the host: only hosts of published sites that have not
   * expired. One primary-key lookup joined to the site's publication.
   */
  async isServedHost(host: string, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ siteId: siteHosts.siteId })
      .from(siteHosts)
      .innerJoin(sitePublications, eq(sitePublications.siteId, siteHosts.siteId))
      .where(
        and(
          eq(siteHosts.host, host),
          eq(sitePublications.active, true),
          or(
            isNull(sitePublications.activeExpireDate),
            sql`${sitePublications.activeExpireDate}::timestamptz > ${now.toISOString()}::timestamptz`,
          ),
        ),
      );
    return row !== undefined;
  }
}
