import { FONT_FAMILIES } from '@eventsite/core/constants/font-families';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontSlug, loadFontFiles, type FontVariantKey } from './font-files';

const VARIANTS: readonly FontVariantKey[] = ['400-normal', '400-italic', '700-normal', '700-italic'];
const selfHosted = FONT_FAMILIES.filter((family) => !family.system);

/** The installed fontsource package's latin and latin-ext woff2 files of the loaded cuts. */
function installedVariants(family: string): FontVariantKey[] {
  const slug = fontSlug(family);
  const files = readdirSync(join(import.meta.dirname, '../../../../node_modules/@fontsource', slug, 'files'));
  return VARIANTS.filter(
    (variant) =>
      files.includes(`${slug}-latin-${variant}.woff2`) &&
      files.includes(`${slug}-latin-ext-${variant}.woff2`),
  );
}

describe('the self-hosted font files', () => {
  it('has a file list for every curated font that is not a system font, and for no other', () => {
    const lists = readdirSync(join(import.meta.dirname, 'files')).map((file) => file.replace(/\.ts$/, ''));
    expect(lists.sort()).toEqual(selfHosted.map((family) => fontSlug(family.name)).sort());
  });

  it.each(selfHosted.map((family) => family.name))('lists every installed cut of %s', async (family) => {
    const files = await loadFontFiles(family);
    expect(Object.keys(files ?? {}).sort()).toEqual(installedVariants(family).sort());
    expect(files?.['400-normal']).toBeDefined();
  });

  it('has all four cuts of every text font except Quicksand, which has no italics', async () => {
    for (const family of selfHosted.filter((font) => font.text && font.name !== 'Quicksand')) {
      expect(Object.keys((await loadFontFiles(family.name)) ?? {})).toHaveLength(4);
    }
  });

  it('has nothing for system or unknown fonts', async () => {
    expect(await loadFontFiles('Arial')).toBeNull();
    expect(await loadFontFiles('Comic Sans')).toBeNull();
  });
});
