/** Runs a task when a place is free, in the order asked. */
export type ProcessingQueue = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * At most `limit` tasks at once, the rest waiting in arrival order. Guests' finished uploads go through
 * one: each photo is decoded and written in every size by sharp on libuv's thread pool (four threads),
 * which the server's file reads, compression and DNS share, so twenty photos at once left a guest's read
 * of the site waiting seconds behind them (bench/guest-photos).
 */
export function processingQueue(limit: number): ProcessingQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((start) => waiting.push(start));
    else running += 1;
    try {
      return await task();
    } finally {
      // The place passes straight to the next task, so `running` counts it still.
      if (waiting.length > 0) waiting.shift()?.();
      else running -= 1;
    }
  };
}
