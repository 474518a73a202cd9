/** Requests counted per client (or site) and fixed window: the database's table, or one process's memory. */
export interface RateLimitCounters {
  /** Counts one more request in the window and returns the new count. */
  increment(bucket: string, key: string, windowStart: Date): Promise<number>;
  deleteWindowsBefore(time: Date): Promise<void>;
}
