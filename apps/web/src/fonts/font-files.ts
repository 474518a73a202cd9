/*
 * The self-hosted font files (decisions.md §7). `files/<font>.ts` lists one font's latin and latin-ext woff2
 * for each weight and style, the latin one cut in two at build time (`font-subsets.ts`), a site font is loaded in (core FONT_VARIANTS); they were written from the
 * installed @fontsource packages, and font-files.test.ts checks them against both. Each list is its own
 * small chunk, so a page downloads the addresses of its own fonts only, and a font file only when used.
 */

/** A weight and style, e.g. '700-italic'. */
export type FontVariantKey = '400-normal' | '400-italic' | '700-normal' | '700-italic';

export interface FontSubsetFiles {
  /** The part of fontsource's latin file that Swedish, Danish and English use (`GUEST_LATIN`). */
  latin: string;
  /** The rest of fontsource's latin file (`LATIN_REST`). */
  latinRest: string;
  latinExt: string;
}

/** A font drawn without italics or bold lacks those keys; the browser then slants or emboldens it. */
export type FontFiles = Partial<Record<FontVariantKey, FontSubsetFiles>>;

const FILE_LISTS = import.meta.glob<FontFiles>('./files/*.ts', { import: 'default' });

/** The file name of a font's list: 'Source Serif 4' → 'source-serif-4'. */
export function fontSlug(family: string): string {
  return family.toLowerCase().replace(/ /g, '-');
}

/** The files of a self-hosted font, or null for any other font. */
export async function loadFontFiles(family: string): Promise<FontFiles | null> {
  const load = FILE_LISTS[`./files/${fontSlug(family)}.ts`];
  return load ? load() : null;
}
