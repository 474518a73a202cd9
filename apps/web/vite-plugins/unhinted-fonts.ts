import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { charactersOf, GUEST_LATIN, LATIN_REST } from '../src/fonts/font-subsets';

/** A site font's file as `src/fonts/files/*.ts` imports it. */
const SITE_FONT_FILE = /[\\/]@fontsource[\\/][^\\/]+[\\/]files[\\/][^\\/]+\.woff2$/;
/** Where the unhinted copies are kept between builds: making one takes harfbuzz about a second. */
const CACHE_DIR = fileURLToPath(
  new URL('../../../node_modules/.cache/eventsite-unhinted-fonts', import.meta.url),
);
/** Part of each copy's cache key: a change to how copies are made must not reuse the old ones. */
const RECIPE = 'hb-subset no-hinting, latin cut in guest latin and the rest, v2';
/** The query that asks for the rest of a latin file, beside the guest latin part a plain import gets. */
const LATIN_REST_QUERY = 'latin-rest';

/** Every character of the Unicode planes' first 64 K that a file may map: the copy keeps all it has. */
const EVERY_CHARACTER = Array.from({ length: 0xffff - 0x20 }, (_, index) => index + 0x20)
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCharCode(code))
  .join('');

/** Which characters of a file a copy keeps, and the copy's name (the built asset's name). */
function copyOf(file: string, latinRest: boolean): { characters: string; name: string } {
  const name = basename(file);
  if (!/-latin-\d/.test(name)) return { characters: EVERY_CHARACTER, name };
  return latinRest
    ? { characters: charactersOf(LATIN_REST), name: name.replace('-latin-', '-latin-rest-') }
    : { characters: charactersOf(GUEST_LATIN), name };
}

async function unhintedCopy(file: string, latinRest: boolean): Promise<string> {
  const font = await readFile(file);
  const { characters, name } = copyOf(file, latinRest);
  const key = createHash('sha256').update(RECIPE).update(characters).update(font).digest('hex').slice(0, 16);
  const copy = join(CACHE_DIR, key, name);
  if (existsSync(copy)) return copy;
  const unhinted = await subsetFont(font, characters, { targetFormat: 'woff2', noHinting: true });
  await mkdir(dirname(copy), { recursive: true });
  // Written whole and then renamed, so a build stopped halfway never leaves half a font to reuse.
  await writeFile(`${copy}.partial`, unhinted);
  await rename(`${copy}.partial`, copy);
  return copy;
}

/**
 * The site fonts' files without their TrueType hinting instructions: a guest's page downloads a third to
 * a half fewer font bytes (Lato 23.6 → 12.4 KB). Phones and Macs draw without hinting anyway and the
 * glyphs, their spacing and kerning are untouched. The fonts a site uses are imported as
 * `…woff2?url&no-inline` (`src/fonts/files/*.ts`); each import is sent to an unhinted copy of the file, made
 * at build time with harfbuzz's own subsetter and kept in `node_modules/.cache` for the next build.
 * A latin file is cut in two (`src/fonts/font-subsets.ts`): the plain import gets what Swedish, Danish and
 * English use (Lato 12.4 → 9.3 KB), `…woff2?url&no-inline&latin-rest` the rest, as `…-latin-rest-…woff2`.
 */
export function unhintedFonts(): Plugin {
  return {
    name: 'eventsite:unhinted-fonts',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      const [path, query] = source.split('?');
      if (query === undefined || path === undefined) return null;
      const resolved = await this.resolve(path, importer, { skipSelf: true });
      if (!resolved || !SITE_FONT_FILE.test(resolved.id)) return null;
      const params = query.split('&');
      const latinRest = params.includes(LATIN_REST_QUERY);
      const copy = await unhintedCopy(resolved.id, latinRest);
      return `${copy}?${params.filter((param) => param !== LATIN_REST_QUERY).join('&')}`;
    },
  };
}
