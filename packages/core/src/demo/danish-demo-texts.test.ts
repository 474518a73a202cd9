import { describe, expect, it } from 'vitest';
import { BRANDS } from '../constants/platform';
import { swedishLeftovers } from '../rules/swedish-leftovers.fixture';
import { buildDemoSite, type DemoSiteOptions } from './demo-sites';

const NOW = new Date(2025, 2, 10, 9, 30);
const VARIANTS: NonNullable<DemoSiteOptions['variant']>[] = ['standard', 'student'];

/** Every string under a `da` key of a demo site: its Danish plain and rich texts. */
function danishTexts(value: unknown, inDanish = false): string[] {
  if (typeof value === 'string') return inDanish ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => danishTexts(item, inDanish));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => danishTexts(item, inDanish || key === 'da'));
}

describe('the Danish market’s demo sites (decisions.md §8)', () => {
  it.each(BRANDS.flatMap((brand) => VARIANTS.map((variant) => [brand, variant] as const)))(
    '%s (%s) reads as Danish in every Danish text',
    (brand, variant) => {
      const site = buildDemoSite({ brand, market: 'dk', host: `demo.${brand}.localhost`, now: NOW, variant });
      const texts = danishTexts(site);
      expect(texts.length).toBeGreaterThan(20);
      expect(texts.filter((text) => swedishLeftovers(text).length > 0)).toEqual([]);
    },
  );
});
