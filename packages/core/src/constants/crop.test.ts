import { describe, expect, it } from 'vitest';
import { CROP_ASPECT_CHOICES, CROP_DEFAULT_WIDTH_SHARE, CROP_KEYBOARD_NUDGE_STEPS_PX } from './crop';

describe('crop constants (002 §5, §9)', () => {
  it('offers free, 16:9, 3:2, 4:3, 3:4 and 1:1', () => {
    expect(CROP_ASPECT_CHOICES.map((choice) => choice.label)).toEqual([
      'free',
      '16:9',
      '3:2',
      '4:3',
      '3:4',
      '1:1',
    ]);
    expect(CROP_ASPECT_CHOICES[0]?.ratio).toBeNull();
    expect(CROP_ASPECT_CHOICES[4]?.ratio).toBe(0.75);
  });

  it('starts at 90 % width and nudges 1, 10 or 100 px', () => {
    expect(CROP_DEFAULT_WIDTH_SHARE).toBe(0.9);
    expect(CROP_KEYBOARD_NUDGE_STEPS_PX).toEqual([1, 10, 100]);
  });
});
