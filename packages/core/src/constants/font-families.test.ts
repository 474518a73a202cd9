import { describe, expect, it } from 'vitest';
import {
  FONT_FAMILIES,
  fontFamilyOf,
  fontStack,
  HEADING_FONT_FAMILIES,
  TEXT_FONT_FAMILIES,
} from './font-families';
import { DEFAULT_FONTS, SYSTEM_FONTS } from './fonts';

describe('font families (001 "Themes")', () => {
  it('offers a curated list with unique names', () => {
    const names = FONT_FAMILIES.map((family) => family.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(16);
    expect(names.length).toBeLessThanOrEqual(24);
  });

  it('includes the default fonts in their roles', () => {
    expect(HEADING_FONT_FAMILIES).toContain(DEFAULT_FONTS.heading);
    expect(TEXT_FONT_FAMILIES).toContain(DEFAULT_FONTS.text);
  });

  it('marks exactly Arial and Georgia as system fonts', () => {
    const system = FONT_FAMILIES.filter((family) => family.system).map((family) => family.name);
    expect(system.sort()).toEqual([...SYSTEM_FONTS].sort());
  });

  it('keeps scripts and display faces out of the text fonts', () => {
    expect(TEXT_FONT_FAMILIES).not.toContain('Great Vibes');
    expect(TEXT_FONT_FAMILIES).not.toContain('Abril Fatface');
    expect(TEXT_FONT_FAMILIES).toContain('Lora');
    expect(HEADING_FONT_FAMILIES).toContain('Great Vibes');
  });

  it('only has names the site schema accepts', () => {
    for (const family of FONT_FAMILIES) expect(family.name).toMatch(/^[A-Za-z0-9 -]+$/);
  });

  it('finds a font by name', () => {
    expect(fontFamilyOf('Montserrat')?.category).toBe('sans-serif');
    expect(fontFamilyOf('Comic Sans')).toBeUndefined();
  });

  it('builds a quoted stack with fallbacks of the same kind', () => {
    expect(fontStack('Lora')).toBe("'Lora', Georgia, 'Times New Roman', serif");
    expect(fontStack('Montserrat')).toMatch(/^'Montserrat', .*sans-serif$/);
    expect(fontStack('Arial')).toMatch(/^'Arial', .*sans-serif$/);
    expect(fontStack('Unknown Font')).toMatch(/^'Unknown Font', .*serif$/);
  });
});
