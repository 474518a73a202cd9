import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { accountExports } from '../db/schema';

export type AccountExport = typeof accountExports.$inferSelect;

/** Owners' data exports in the making or ready to download (issue 33, item 2). */
export class AccountExportRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): AccountExportRepository {
    return new AccountExportRepository(tx);
  }

  async find(accountId: string): Promise<AccountExport | null> {
    const [row] = await this.db.select().from(accountExports).where(eq(accountExports.accountId, accountId));
    return row ?? null;
  }

  /**
   * Claims the building of the account's export: a new one, or one whose build stopped beating (a crashed
   * process), failed or expired. Null when another build is running, so only one process builds it.
   */
  async claim(accountId: string, now: Date, staleBefore: Date): Promise<AccountExport | null> {
    const fresh = {
      status: 'preparing' as const,
      done: 0,
      total: 0,
      storageKey: null,
      startedAt: now,
      heartbeatAt: now,
      expiresAt: null,
    };
    const [row] = await this.db
      .insert(accountExports)
      .values({ accountId, ...fresh })
      .onConflictDoUpdate({
        target: accountExports.accountId,
        set: fresh,
        setWhere: or(
          eq(accountExports.status, 'failed'),
          and(eq(accountExports.status, 'preparing'), lt(accountExports.heartbeatAt, staleBefore)),
          and(eq(accountExports.status, 'ready'), lt(accountExports.expiresAt, now)),
        ),
      })
      .returning();
    return row ?? null;
  }

  async progress(accountId: string, done: number, total: number, now: Date): Promise<void> {
    await this.db
      .update(accountExports)
      .set({ done, total, heartbeatAt: now })
      .where(eq(accountExports.accountId, accountId));
  }

  async markReady(accountId: string, storageKey: string, expiresAt: Date, now: Date): Promise<void> {
    await this.db
      .update(accountExports)
      .set({ status: 'ready', storageKey, expiresAt, heartbeatAt: now })
      .where(eq(accountExports.accountId, accountId));
  }

  async markFailed(accountId: string): Promise<void> {
    await this.db
      .update(accountExports)
      .set({ status: 'failed' })
      .where(eq(accountExports.accountId, accountId));
  }

  /** Ready exports past their week, for housekeeping to delete with their files. */
  async listExpired(now: Date): Promise<AccountExport[]> {
    return this.db
      .select()
      .from(accountExports)
      .where(and(eq(accountExports.status, 'ready'), lt(accountExports.expiresAt, now)));
  }

  async delete(accountId: string): Promise<void> {
    await this.db.delete(accountExports).where(eq(accountExports.accountId, accountId));
  }
}
