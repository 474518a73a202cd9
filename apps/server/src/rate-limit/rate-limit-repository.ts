import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { rateLimitCounters } from '../db/schema';

export class RateLimitRepository {
  constructor(private readonly db: Database) {}

  /** Counts one more request in the window and returns the new count, atomically across processes. */
  async increment(bucket: string, key: string, windowStart: Date): Promise<number> {
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ bucket, key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + 1` },
      })
      .returning({ count: rateLimitCounters.count });
    return row?.count ?? 1;
  }

  async deleteWindowsBefore(time: Date): Promise<void> {
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, time));
  }
}
