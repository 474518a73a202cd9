import type { RateLimitCounters } from './rate-limit-counters';

/**
 * The counters in this process's memory, for the embedded database: one server process uses it by
 * construction (the data directory's lock), so these counts are as exact as the table's, without a statement
 * in the single-threaded database per request (issue 40, bench/rsvp-submissions). They start again at zero
 * when the process restarts, as the unlogged table's do after a crash.
 */
export class MemoryRateLimitCounters implements RateLimitCounters {
  /** The counts by window start (ms), then by bucket and key. */
  private readonly windows = new Map<number, Map<string, number>>();

  increment(bucket: string, key: string, windowStart: Date): Promise<number> {
    const start = windowStart.getTime();
    let counts = this.windows.get(start);
    if (!counts) {
      counts = new Map();
      this.windows.set(start, counts);
    }
    const id = `${bucket}\n${key}`;
    const count = (counts.get(id) ?? 0) + 1;
    counts.set(id, count);
    return Promise.resolve(count);
  }

  deleteWindowsBefore(time: Date): Promise<void> {
    for (const start of this.windows.keys()) {
      if (start < time.getTime()) this.windows.delete(start);
    }
    return Promise.resolve();
  }
}
