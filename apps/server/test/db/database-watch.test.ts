import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseWatch } from '../../src/db/database-watch';

/** A database a test turns away and back; `silent` leaves checks unanswered until it is back. */
function fakeDatabase() {
  let state: 'up' | 'refusing' | 'silent' = 'up';
  let release = (): void => undefined;
  return {
    set(next: typeof state) {
      state = next;
      if (next === 'up') release();
    },
    ping: () => {
      if (state === 'refusing') return Promise.reject(new Error('connect ECONNREFUSED'));
      if (state === 'silent') return new Promise<void>((resolve) => (release = resolve));
      return Promise.resolve();
    },
  };
}

describe('DatabaseWatch', () => {
  let watch: DatabaseWatch | undefined;
  afterEach(() => watch?.stop());

  it('finds the database gone when a request suspects it, and back within a fifth of a second', async () => {
    const database = fakeDatabase();
    const onChange = vi.fn();
    watch = new DatabaseWatch({ ping: database.ping, intervalMs: 60_000, onChange });
    watch.start();
    database.set('refusing');
    watch.suspect();
    await vi.waitFor(() => expect(watch?.available).toBe(false));
    expect(onChange).toHaveBeenLastCalledWith(false, expect.any(Error));

    database.set('up');
    const back = performance.now();
    await vi.waitFor(() => expect(watch?.available).toBe(true), { interval: 5 });
    expect(performance.now() - back).toBeLessThan(400);
    expect(onChange).toHaveBeenLastCalledWith(true, undefined);
  });

  it('counts a check unanswered for a second as the database gone, and its late answer as its return', async () => {
    const database = fakeDatabase();
    watch = new DatabaseWatch({ ping: database.ping, intervalMs: 60_000, onChange: () => undefined });
    watch.start();
    database.set('silent');
    watch.suspect();
    await vi.waitFor(() => expect(watch?.available).toBe(false), { timeout: 2000 });
    database.set('up');
    await vi.waitFor(() => expect(watch?.available).toBe(true), { timeout: 100, interval: 5 });
  });

  it('checks on its interval while the database answers', async () => {
    const ping = vi.fn(() => Promise.resolve());
    watch = new DatabaseWatch({ ping, intervalMs: 50, onChange: () => undefined });
    watch.start();
    await vi.waitFor(() => expect(ping.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(watch.available).toBe(true);
  });
});
