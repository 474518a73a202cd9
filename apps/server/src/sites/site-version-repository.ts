import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { siteSchema, type SiteVersionEntry } from '@eventsite/core';
import type { Database } from '../db/open-database';
import { siteVersions } from '../db/schema';

/** How many saves of a site are kept (`decisions.md` §3 "Versions"). */
export const KEPT_SITE_VERSIONS = 100;

export interface NewSiteVersion {
  siteId: string;
  siteVersion: number;
  createdAt: Date;
  data: unknown;
}

function toEntry(row: typeof siteVersions.$inferSelect): SiteVersionEntry {
  return {
    siteVersion: row.siteVersion,
    createdAt: row.createdAt.toISOString(),
    data: siteSchema.parse(row.data),
  };
}

export class SiteVersionRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): SiteVersionRepository {
    return new SiteVersionRepository(tx);
  }

  /** Stores one save and forgets the ones beyond the newest 100; run inside the save's transaction. */
  async record(version: NewSiteVersion): Promise<void> {
    await this.db.insert(siteVersions).values(version);
    const oldestKept = this.db
      .select({ siteVersion: siteVersions.siteVersion })
      .from(siteVersions)
      .where(eq(siteVersions.siteId, version.siteId))
      .orderBy(desc(siteVersions.siteVersion))
      .offset(KEPT_SITE_VERSIONS - 1)
      .limit(1);
    await this.db
      .delete(siteVersions)
      .where(
        and(eq(siteVersions.siteId, version.siteId), lt(siteVersions.siteVersion, sql`(${oldestKept})`)),
      );
  }

  /** Newest first. */
  async list(siteId: string): Promise<SiteVersionEntry[]> {
    const rows = await this.db
      .select()
      .from(siteVersions)
      .where(eq(siteVersions.siteId, siteId))
      .orderBy(desc(siteVersions.siteVersion));
    return rows.map(toEntry);
  }

  async find(siteId: string, siteVersion: number): Promise<SiteVersionEntry | null> {
    const [row] = await this.db
      .select()
      .from(siteVersions)
      .where(and(eq(siteVersions.siteId, siteId), eq(siteVersions.siteVersion, siteVersion)));
    return row ? toEntry(row) : null;
  }
}
