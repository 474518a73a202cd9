import { describe, expect, it } from 'vitest';
import { distinctTitles } from './distinct-titles';

describe('distinctTitles', () => {
  it('numbers repeated titles by their order and leaves unique ones alone', () => {
    expect(distinctTitles(['OSA', 'Önskelåtar', 'OSA', 'Tal', 'OSA'])).toEqual([
      'OSA (1)',
      'Önskelåtar',
      'OSA (2)',
      'Tal',
      'OSA (3)',
    ]);
  });

  it('changes nothing when every title differs', () => {
    expect(distinctTitles(['Middagen', 'Efterfesten'])).toEqual(['Middagen', 'Efterfesten']);
    expect(distinctTitles([])).toEqual([]);
  });
});
