import { describe, expect, it } from 'vitest';
import { isThemeAvailableForBrand, THEMES, themesForBrand } from './themes';

describe('themes (000 §1, §3)', () => {
  it('runs from theme4 to theme12', () => {
    expect(THEMES).toEqual([
      'theme4',
      'theme5',
      'theme6',
      'theme7',
      'theme8',
      'theme9',
      'theme10',
      'theme11',
      'theme12',
    ]);
  });

  it('offers theme12 only to the wedding brand', () => {
    expect(themesForBrand('wedding')).toContain('theme12');
    expect(themesForBrand('party')).not.toContain('theme12');
    expect(themesForBrand('event')).not.toContain('theme12');
    expect(isThemeAvailableForBrand('theme12', 'wedding')).toBe(true);
    expect(isThemeAvailableForBrand('theme12', 'party')).toBe(false);
  });

  it('offers the other themes to every brand', () => {
    expect(themesForBrand('party')).toEqual(THEMES.slice(0, -1));
  });
});
