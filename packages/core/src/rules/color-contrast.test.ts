import { describe, expect, it } from 'vitest';
import { contrastRatio, hslToRgb } from './color-contrast';

describe('hslToRgb', () => {
  it('converts the primaries, white, black and grey', () => {
    expect(hslToRgb({ h: 0, s: 100, l: 50 })).toEqual([1, 0, 0]);
    expect(hslToRgb({ h: 120, s: 100, l: 50 })).toEqual([0, 1, 0]);
    expect(hslToRgb({ h: 240, s: 100, l: 50 })).toEqual([0, 0, 1]);
    expect(hslToRgb({ h: 0, s: 0, l: 100 })).toEqual([1, 1, 1]);
    expect(hslToRgb({ h: 0, s: 0, l: 0 })).toEqual([0, 0, 0]);
    expect(hslToRgb({ h: 200, s: 0, l: 50 })).toEqual([0.5, 0.5, 0.5]);
  });
});

describe('contrastRatio (WCAG 2)', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    const black = { h: 0, s: 0, l: 0 };
    const white = { h: 0, s: 0, l: 100 };
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('matches the known ratio of a mid grey on white', () => {
    // #777777 on white is 4.48:1.
    expect(contrastRatio({ h: 0, s: 0, l: 46.67 }, { h: 0, s: 0, l: 100 })).toBeCloseTo(4.48, 1);
  });
});
