import { describe, expect, it } from 'vitest';
import { colorSchemeProperties, DEFAULT_COLOR_SCHEME, fontProperties, hslToCss } from './site-style';

describe('site style', () => {
  it('writes colours as hsl with alpha', () => {
    expect(hslToCss({ h: 210, s: 40, l: 30 })).toBe('hsl(210 40% 30% / 1)');
    expect(hslToCss({ h: 0, s: 0, l: 100, a: 0.5 })).toBe('hsl(0 0% 100% / 0.5)');
  });

  it('sets all six scheme colours, with defaults when the site has none', () => {
    const properties = colorSchemeProperties({
      ...DEFAULT_COLOR_SCHEME,
      primary: { h: 120, s: 50, l: 40, a: 0.9 },
    });
    expect(properties).toEqual({
      '--color-primary': 'hsl(120 50% 40% / 0.9)',
      '--color-on-primary': 'hsl(0 0% 100% / 1)',
      '--color-background': hslToCss(DEFAULT_COLOR_SCHEME.background),
      '--color-on-background': hslToCss(DEFAULT_COLOR_SCHEME.onBackground),
      '--color-surface': hslToCss(DEFAULT_COLOR_SCHEME.surface),
      '--color-on-surface': hslToCss(DEFAULT_COLOR_SCHEME.onSurface),
    });
    expect(Object.keys(colorSchemeProperties(undefined))).toHaveLength(6);
  });

  it('gives the fonts fallbacks, Playfair Display and Arial by default', () => {
    expect(fontProperties(undefined)).toEqual({
      '--font-heading-family': "'Playfair Display', Georgia, 'Times New Roman', serif",
      '--font-text-family': "'Arial', 'Helvetica Neue', Helvetica, Arial, sans-serif",
    });
  });
});
