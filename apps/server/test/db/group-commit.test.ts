import { describe, expect, it } from 'vitest';
import { GroupCommit, type GroupCommitOptions } from '../../src/db/group-commit';

/** A group commit whose runs are recorded and answer each item doubled, unless `answer` says otherwise. */
function recordingCommit(options: Partial<GroupCommitOptions<number, number>> = {}) {
  const runs: number[][] = [];
  const commit = new GroupCommit<number, number>({
    maxInFlight: 1,
    maxBatch: 16,
    canJoin: () => true,
    retryAlone: () => true,
    afterArrivals: false,
    run: async (batch) => {
      runs.push([...batch]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return batch.map((item) => item * 2);
    },
    ...options,
  });
  return { commit, runs };
}

describe('group commit', () => {
  it('sends the first item alone and those that came while it ran together, each with its own result', async () => {
    const { commit, runs } = recordingCommit();
    const results = await Promise.all([1, 2, 3, 4].map((item) => commit.submit(item)));
    expect(results).toEqual([2, 4, 6, 8]);
    expect(runs).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps items that may not join apart, and runs a failed batch again one item at a time', async () => {
    const runs: number[][] = [];
    const { commit } = recordingCommit({
      canJoin: (batch, item) => !batch.includes(item),
      run: async (batch) => {
        runs.push([...batch]);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (batch.length > 1 && batch.includes(7)) throw new Error('7 spoils its batch');
        if (batch.length === 1 && batch[0] === 7) throw new Error('7 fails alone');
        return batch.map((item) => item * 2);
      },
    });
    const outcomes = await Promise.allSettled([1, 5, 5, 7].map((item) => commit.submit(item)));
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'failed'))).toEqual([
      2,
      10,
      10,
      'failed',
    ]);
    expect(runs).toEqual([[1], [5, 7], [5], [7], [5]]);
  });

  it('fails the items a run left without a result, without running its stored batch again', async () => {
    const runs: number[][] = [];
    const { commit } = recordingCommit({
      run: async (batch) => {
        runs.push([...batch]);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return batch.slice(0, 1).map((item) => item * 2);
      },
    });
    const outcomes = await Promise.allSettled([1, 2, 3].map((item) => commit.submit(item)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(runs).toEqual([[1], [2, 3]]);
  });
});
