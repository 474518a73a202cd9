import { describe, expect, it } from 'vitest';
import { DEFAULT_FONTS, FONT_VARIANTS, isExternallyLoadedFont } from './fonts';

describe('fonts (000 §9, 001 "Themes")', () => {
  it('loads heading 400 and 700', () => {
    expect(FONT_VARIANTS.heading).toEqual([
      { weight: 400, style: 'normal' },
      { weight: 700, style: 'normal' },
    ]);
  });

  it('loads text 400, 400 italic, 700, 700 italic', () => {
    expect(FONT_VARIANTS.text.map((variant) => `${variant.weight}${variant.style}`)).toEqual([
      '400normal',
      '400italic',
      '700normal',
      '700italic',
    ]);
  });

  it('defaults to Playfair Display and Arial', () => {
    expect(DEFAULT_FONTS).toEqual({ heading: 'Playfair Display', text: 'Arial' });
  });

  it('never loads Arial or Georgia', () => {
    expect(isExternallyLoadedFont('Arial')).toBe(false);
    expect(isExternallyLoadedFont('Georgia')).toBe(false);
    expect(isExternallyLoadedFont('Playfair Display')).toBe(true);
  });
});
