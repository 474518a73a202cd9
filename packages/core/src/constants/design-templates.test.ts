import { describe, expect, it } from 'vitest';
import { READABLE_CONTRAST_RATIO, contrastRatio } from '../rules/color-contrast';
import { designTemplateSchema } from '../schemas/design';
import { COLOR_PALETTES, colorPaletteOf } from './color-palettes';
import {
  DESIGN_TEMPLATES,
  designTemplateOf,
  designTemplatesForBrand,
  isDesignTemplateForBrand,
} from './design-templates';
import { HEADING_FONT_FAMILIES, TEXT_FONT_FAMILIES } from './font-families';
import { BRANDS } from './platform';
import { isThemeAvailableForBrand } from './themes';

describe('design templates (002 §2.4, §3)', () => {
  it('are about 35, with unique names', () => {
    expect(DESIGN_TEMPLATES.length).toBeGreaterThanOrEqual(33);
    expect(DESIGN_TEMPLATES.length).toBeLessThanOrEqual(40);
    expect(new Set(DESIGN_TEMPLATES.map((template) => template.name)).size).toBe(DESIGN_TEMPLATES.length);
  });

  it('are valid design templates', () => {
    for (const template of DESIGN_TEMPLATES) {
      expect(designTemplateSchema.safeParse(template).success, template.name).toBe(true);
    }
  });

  it('use the self-hosted fonts: any for headings, a text font for text', () => {
    for (const template of DESIGN_TEMPLATES) {
      expect(HEADING_FONT_FAMILIES, template.name).toContain(template.fonts.heading);
      expect(TEXT_FONT_FAMILIES, template.name).toContain(template.fonts.text);
    }
  });

  it('include some exclusive to the wedding brand and some to the party brand', () => {
    const exclusiveTo = (brand: string) =>
      DESIGN_TEMPLATES.filter((template) => template.brandsExclusive.join() === brand);
    expect(exclusiveTo('wedding').length).toBeGreaterThanOrEqual(5);
    expect(exclusiveTo('party').length).toBeGreaterThanOrEqual(5);
  });

  it('give theme12 only to wedding-only templates, so no other brand gets theme12', () => {
    for (const template of DESIGN_TEMPLATES.filter((candidate) => candidate.theme === 'theme12')) {
      expect(template.brandsExclusive, template.name).toEqual(['wedding']);
    }
    for (const brand of BRANDS) {
      for (const template of designTemplatesForBrand(brand)) {
        expect(isThemeAvailableForBrand(template.theme, brand), `${brand} ${template.name}`).toBe(true);
      }
    }
  });

  it('offer each brand its own and the shared templates, never another brand’s', () => {
    const wedding = designTemplatesForBrand('wedding');
    const party = designTemplatesForBrand('party');
    const event = designTemplatesForBrand('event');
    expect(wedding.map((template) => template.name)).toContain('eucalyptusVows');
    expect(party.map((template) => template.name)).not.toContain('eucalyptusVows');
    expect(party.map((template) => template.name)).toContain('confetti');
    expect(wedding.map((template) => template.name)).not.toContain('confetti');
    expect(event.every((template) => template.brandsExclusive.length === 0)).toBe(true);
    expect(event.length).toBeGreaterThanOrEqual(15);
    const confetti = designTemplateOf('confetti');
    expect(confetti && isDesignTemplateForBrand(confetti, 'event')).toBe(false);
  });

  it('finds a template by name and nothing for an unknown one', () => {
    expect(designTemplateOf('classicIvory')?.theme).toBe('theme4');
    expect(designTemplateOf('noSuchTemplate')).toBeUndefined();
  });
});

describe('colour palettes (002 §2.4)', () => {
  it('have unique ids', () => {
    expect(new Set(COLOR_PALETTES.map((palette) => palette.id)).size).toBe(COLOR_PALETTES.length);
    expect(COLOR_PALETTES.length).toBeGreaterThanOrEqual(12);
  });

  it('keep every text readable on its background (4.5:1)', () => {
    for (const { id, colorScheme } of COLOR_PALETTES) {
      const pairs = [
        [colorScheme.onBackground, colorScheme.background],
        [colorScheme.onSurface, colorScheme.surface],
        [colorScheme.onPrimary, colorScheme.primary],
      ] as const;
      for (const [text, background] of pairs) {
        expect(contrastRatio(text, background), id).toBeGreaterThanOrEqual(READABLE_CONTRAST_RATIO);
      }
    }
  });

  it('throws for an unknown palette', () => {
    expect(() => colorPaletteOf('plaid')).toThrow('Unknown colour palette: plaid');
  });
});
