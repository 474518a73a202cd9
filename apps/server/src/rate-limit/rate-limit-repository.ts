import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { rateLimitCounters } from '../db/schema';
import type { RateLimitCounters } from './rate-limit-counters';

interface Waiter {
  resolve: (count: number) => void;
  reject: (error: unknown) => void;
}

/** A counter's increments: those waiting for the next statement, and whether one is under way. */
interface Counter {
  waiting: Waiter[];
  running: boolean;
}

/** The counters in the database, shared by every server process on it (`decisions.md` §4). */
export class RateLimitRepository implements RateLimitCounters {
  /**
   * Prepared once: every limited request runs it, so it is neither built again nor, on PostgreSQL, parsed and
   * planned again on each connection (issue 15, fast guest writes).
   */
  private readonly incrementStatement;

  /** The counters with increments under way in this process. */
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly db: Database) {
    this.incrementStatement = db
      .insert(rateLimitCounters)
      .values({
        bucket: sql.placeholder('bucket'),
        key: sql.placeholder('key'),
        windowStart: sql.placeholder('windowStart'),
        count: sql.placeholder('by'),
      })
      .onConflictDoUpdate({
        target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { count: sql`${rateLimitCounters.count} + excluded.count` },
      })
      .returning({ count: rateLimitCounters.count })
      .prepare('rate_limit_increment');
  }

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): RateLimitRepository {
    return new RateLimitRepository(tx);
  }

  /**
   * Counts one more request in the window and returns the new count, atomically across processes. While
   * one statement counts a client's requests, those arriving meanwhile wait and go together in the next,
   * each with its own count: a burst from one address (guests on a venue's network) costs a statement
   * and a commit per round trip instead of one each, queued on the counter's row (bench/rsvp-submissions).
   */
  increment(bucket: string, key: string, windowStart: Date): Promise<number> {
    const id = `${bucket}\n${key}\n${windowStart.getTime()}`;
    let counter = this.counters.get(id);
    if (!counter) {
      counter = { waiting: [], running: false };
      this.counters.set(id, counter);
    }
    const counted = new Promise<number>((resolve, reject) => counter.waiting.push({ resolve, reject }));
    if (!counter.running) void this.count(id, counter, { bucket, key, windowStart });
    return counted;
  }

  /** Runs the counter's statements until no increment waits. */
  private async count(
    id: string,
    counter: Counter,
    params: { bucket: string; key: string; windowStart: Date },
  ): Promise<void> {
    counter.running = true;
    while (counter.waiting.length > 0) {
      const batch = counter.waiting;
      counter.waiting = [];
      try {
        const [row] = await this.incrementStatement.execute({ ...params, by: batch.length });
        const total = row?.count ?? batch.length;
        batch.forEach((waiter, index) => waiter.resolve(total - batch.length + 1 + index));
      } catch (error) {
        batch.forEach((waiter) => waiter.reject(error));
      }
    }
    this.counters.delete(id);
  }

  async deleteWindowsBefore(time: Date): Promise<void> {
    await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, time));
  }
}
