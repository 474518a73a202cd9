import { describe, expect, it } from 'vitest';
import { colorSchemeSchema, hslColorSchema } from './color-scheme';

describe('hslColorSchema (000 §3)', () => {
  it('accepts the edges', () => {
    expect(hslColorSchema.safeParse({ h: 0, s: 0, l: 0 }).success).toBe(true);
    expect(hslColorSchema.safeParse({ h: 360, s: 100, l: 100, a: 1 }).success).toBe(true);
    expect(hslColorSchema.safeParse({ h: 210.5, s: 33.3, l: 50, a: 0 }).success).toBe(true);
  });

  it('rejects values out of range', () => {
    for (const color of [
      { h: -1, s: 0, l: 0 },
      { h: 361, s: 0, l: 0 },
      { h: 0, s: 101, l: 0 },
      { h: 0, s: 0, l: -0.1 },
      { h: 0, s: 0, l: 101 },
      { h: 0, s: 0, l: 0, a: 1.1 },
      { h: 0, s: 0, l: 0, a: -0.1 },
    ]) {
      expect(hslColorSchema.safeParse(color).success).toBe(false);
    }
  });
});

describe('colorSchemeSchema (000 §3)', () => {
  const color = { h: 0, s: 0, l: 50 };
  const scheme = {
    primary: color,
    background: color,
    surface: color,
    onPrimary: color,
    onBackground: color,
    onSurface: color,
  };

  it('has six colours', () => {
    expect(colorSchemeSchema.parse(scheme)).toEqual(scheme);
  });

  it('needs every colour, and names the missing one', () => {
    const { onSurface: _onSurface, ...partial } = scheme;
    const result = colorSchemeSchema.safeParse(partial);
    expect(result.error?.issues[0]?.path).toEqual(['onSurface']);
  });
});
