import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The setup file leaves the wait out of component tests; this file tests the module itself.
vi.unmock('./post-key-age');
const { POST_KEY_MIN_AGE_MS, waitUntilPostKeyIsOldEnough } = await import('./post-key-age');

beforeEach(() => vi.useFakeTimers({ now: 100_000 }));
afterEach(() => vi.useRealTimers());

/** Whether the wait for a key that arrived at `arrivedAt` has ended once the clock shows `after` ms more. */
async function endedAfter(arrivedAt: number, after: number): Promise<boolean> {
  let ended = false;
  void waitUntilPostKeyIsOldEnough(arrivedAt).then(() => (ended = true));
  await vi.advanceTimersByTimeAsync(after);
  return ended;
}

describe('waitUntilPostKeyIsOldEnough (decisions.md §3 "Post keys")', () => {
  it('holds a send under a key that arrived just now until the key is 3 s old', async () => {
    expect(POST_KEY_MIN_AGE_MS).toBe(3000);
    expect(await endedAfter(Date.now(), 2999)).toBe(false);
    expect(await endedAfter(Date.now(), 3000)).toBe(true);
  });

  it('waits only for what is left of the 3 s', async () => {
    expect(await endedAfter(Date.now() - 2000, 999)).toBe(false);
    expect(await endedAfter(Date.now() - 2000, 1000)).toBe(true);
  });

  it('lets a send under a key older than 3 s go at once', async () => {
    expect(await endedAfter(Date.now() - 5000, 0)).toBe(true);
  });
});
