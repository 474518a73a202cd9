import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { retentionNotices } from '../db/schema';

/** The notices owners got before their guests' data is erased, so each goes once (issue 33, item 4). */
export class RetentionNoticeRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): RetentionNoticeRepository {
    return new RetentionNoticeRepository(tx);
  }

  /**
   * Claims one notice inside the caller's transaction, in which its mail is queued: false when it was
   * claimed before (by this process or another), so the mail goes once.
   */
  async claim(notice: { siteId: string; eraseOn: string; daysBefore: number }, now: Date): Promise<boolean> {
    const claimed = await this.db
      .insert(retentionNotices)
      .values({ ...notice, sentAt: now })
      .onConflictDoNothing()
      .returning({ siteId: retentionNotices.siteId });
    return claimed.length > 0;
  }

  async exists(notice: { siteId: string; eraseOn: string; daysBefore: number }): Promise<boolean> {
    const [row] = await this.db
      .select({ siteId: retentionNotices.siteId })
      .from(retentionNotices)
      .where(
        and(
          eq(retentionNotices.siteId, notice.siteId),
          eq(retentionNotices.eraseOn, notice.eraseOn),
          eq(retentionNotices.daysBefore, notice.daysBefore),
        ),
      );
    return row !== undefined;
  }
}
