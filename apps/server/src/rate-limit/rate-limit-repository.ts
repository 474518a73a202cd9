import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { rateLimitCounters } from '../db/schema';

export class RateLimitRepository {
  /**
   * Prepared once: every limited request runs it, so it is neither built again nor, on PostgreSQL, parsed and
   * planned again on each connection (issue 15, fast guest writes).
   */
  private readonly incrementStatement;

  constructor(private readonly db: Database) {
    this.incrementStatement = db
      .insert(rateLimitCounters)
      .values({
        bucket: sql.placeholder('bucket'),
        key: sql.placeholder('key'),
        windowStart: sql.placeholder('windowStart'),
        count: 1,
      })
      .onConflictDoUpdate({
        target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count })
      .prepare('rate_limit_increment');
  }

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): RateLimitRepository {
    return new RateLimitRepository(tx);
  }

  /** Counts one more request in the window and returns the new count, atomically across processes. */
  async increment(bucket: string, key: string, windowStart: Date): Promise<number> {
    const [row] = await this.incrementStatement.execute({ bucket, key, windowStart });
    return row?.count ?? 1;
  }

  async deleteWindowsBefore(time: Date): Promise<void> {
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, time));
  }
}
