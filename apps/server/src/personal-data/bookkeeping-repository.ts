import { lt } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { bookkeepingRecords } from '../db/schema';

export type BookkeepingRecord = typeof bookkeepingRecords.$inferInsert;

/** Receipts and paid orders kept, anonymised, after their account was deleted (issue 33, item 3). */
export class BookkeepingRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): BookkeepingRepository {
    return new BookkeepingRepository(tx);
  }

  /** Stores the records; one already kept (a resumed erase) stays as it is. */
  async keep(records: readonly BookkeepingRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.db
      .insert(bookkeepingRecords)
      .values([...records])
      .onConflictDoNothing();
  }

  /** Deletes the records whose bookkeeping period has ended. */
  async deleteEnded(now: Date): Promise<void> {
    await this.db.delete(bookkeepingRecords).where(lt(bookkeepingRecords.keepUntil, now));
  }
}
