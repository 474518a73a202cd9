import { describe, expect, it } from 'vitest';
import { processingQueue } from '../../src/guest-photos/processing-queue';

const tick = () => new Promise((done) => setTimeout(done, 5));

describe('the guests’ photo processing queue', () => {
  it('runs at most its limit at once, the rest in arrival order, and goes on after a failure', async () => {
    const queue = processingQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const results = await Promise.allSettled(
      [0, 1, 2, 3, 4, 5].map((index) =>
        queue(async () => {
          running += 1;
          most = Math.max(most, running);
          order.push(index);
          await tick();
          running -= 1;
          if (index === 1) throw new Error('unreadable');
          return index;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // Every place is free again.
    const later = await Promise.all([queue(async () => 'a'), queue(async () => 'b')]);
    expect(later).toEqual(['a', 'b']);
  });
});
