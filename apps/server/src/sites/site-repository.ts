import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { sites } from '../db/schema';

export class SiteRepository {
  constructor(private readonly db: Database) {}

  /** The id of the account's site (one per account), or null before it has created one. */
  async findIdOfAccount(accountId: string): Promise<string | null> {
    const [site] = await this.db.select({ id: sites.id }).from(sites).where(eq(sites.accountId, accountId));
    return site?.id ?? null;
  }

  async isOwnedBy(siteId: string, accountId: string): Promise<boolean> {
    const [site] = await this.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.id, siteId), eq(sites.accountId, accountId)));
    return site !== undefined;
  }
}
