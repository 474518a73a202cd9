import { describe, expect, it } from 'vitest';
import { moveSpeech, stepSpeech, UNPLACED, type RunningOrderDraft } from './running-order-draft';

const draft: RunningOrderDraft = {
  slots: [
    { slotId: 'a', plannedMinutes: 10, speechIds: ['s1', 's2'] },
    { slotId: 'b', plannedMinutes: 0, speechIds: [] },
  ],
  unplaced: ['s3'],
  notes: {},
};

describe('the running order draft', () => {
  it('moves a speech into a column at a place, out of where it was', () => {
    const moved = moveSpeech(draft, 's3', 'a', 1);
    expect(moved.slots[0]?.speechIds).toEqual(['s1', 's3', 's2']);
    expect(moved.unplaced).toEqual([]);
    expect(moveSpeech(moved, 's1', UNPLACED, 99).unplaced).toEqual(['s1']);
    expect(moveSpeech(draft, 's1', 'a', 5).slots[0]?.speechIds).toEqual(['s2', 's1']);
  });

  it('changes nothing for an unknown speech or column', () => {
    expect(moveSpeech(draft, 'nobody', 'a', 0)).toBe(draft);
    expect(moveSpeech(draft, 's1', 'nowhere', 0)).toBe(draft);
  });

  it('steps a speech within its column and stops at its edges', () => {
    expect(stepSpeech(draft, 's2', -1).slots[0]?.speechIds).toEqual(['s2', 's1']);
    expect(stepSpeech(draft, 's1', -1)).toBe(draft);
    expect(stepSpeech(draft, 's2', 1)).toBe(draft);
  });
});
