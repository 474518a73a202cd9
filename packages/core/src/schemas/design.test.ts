import { describe, expect, it } from 'vitest';
import { designTemplateSchema, fontsSchema, siteGraphicSchema, themeSchema } from './design';

const color = { h: 0, s: 0, l: 50 };
const colorScheme = {
  primary: color,
  background: color,
  surface: color,
  onPrimary: color,
  onBackground: color,
  onSurface: color,
};

describe('fontsSchema (000 §3)', () => {
  it('defaults to Playfair Display and Arial', () => {
    expect(fontsSchema.parse(undefined)).toEqual({ heading: 'Playfair Display', text: 'Arial' });
    expect(fontsSchema.parse({ heading: 'Lora' })).toEqual({ heading: 'Lora', text: 'Arial' });
  });

  it('does not share the default object between parses', () => {
    const first = fontsSchema.parse(undefined);
    first.heading = 'Changed';
    expect(fontsSchema.parse(undefined).heading).toBe('Playfair Display');
  });

  it('rejects font names that could break out of CSS', () => {
    expect(fontsSchema.safeParse({ heading: "Lora'; } body { display:none" }).success).toBe(false);
    expect(fontsSchema.safeParse({ text: '' }).success).toBe(false);
  });
});

describe('themes and graphics', () => {
  it('knows theme4..theme12 only', () => {
    expect(themeSchema.safeParse('theme4').success).toBe(true);
    expect(themeSchema.safeParse('theme12').success).toBe(true);
    expect(themeSchema.safeParse('theme3').success).toBe(false);
    expect(themeSchema.safeParse('theme13').success).toBe(false);
  });

  it('rejects an unknown graphic (001 "Site decorations")', () => {
    expect(siteGraphicSchema.safeParse('eucalyptus').success).toBe(true);
    expect(siteGraphicSchema.safeParse('corner10').success).toBe(false);
  });
});

describe('designTemplateSchema (002 §3)', () => {
  it('parses a wedding-only template', () => {
    const template = designTemplateSchema.parse({
      name: 'Eucalyptus',
      colorScheme,
      fonts: { heading: 'Playfair Display', text: 'Georgia' },
      theme: 'theme12',
      siteGraphic: 'eucalyptus',
      brandsExclusive: ['wedding'],
    });
    expect(template.brandsExclusive).toEqual(['wedding']);
  });

  it('defaults brandsExclusive to every brand and rejects unknown brands', () => {
    expect(
      designTemplateSchema.parse({ name: 'Plain', colorScheme, theme: 'theme4' }).brandsExclusive,
    ).toEqual([]);
    expect(
      designTemplateSchema.safeParse({
        name: 'Plain',
        colorScheme,
        theme: 'theme4',
        brandsExclusive: ['birthday'],
      }).success,
    ).toBe(false);
  });
});
