import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fontFamilyOf, isExternallyLoadedFont } from '@eventsite/core';

const require = createRequire(import.meta.url);

/** The scripts a Swedish, Danish or English card is written in. */
const SUBSETS = ['latin', 'latin-ext'] as const;
const WEIGHTS = [400, 700] as const;

const cache = new Map<string, Promise<string>>();

/** `Playfair Display` → the `@fontsource/playfair-display` package folder, or null when it is not installed. */
function fontsourceFolder(family: string): string | null {
  const slug = family.toLowerCase().replaceAll(' ', '-');
  try {
    return dirname(require.resolve(`@fontsource/${slug}/package.json`));
  } catch {
    return null;
  }
}

async function faceRules(family: string): Promise<string> {
  const folder = fontsourceFolder(family);
  if (!folder) return '';
  const slug = family.toLowerCase().replaceAll(' ', '-');
  const rules: string[] = [];
  for (const subset of SUBSETS)
    for (const weight of WEIGHTS) {
      const file = join(folder, 'files', `${slug}-${subset}-${weight}-normal.woff2`);
      const bytes = await readFile(file).catch(() => null);
      if (!bytes) continue;
      rules.push(
        `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:block;` +
          `src:url(data:font/woff2;base64,${bytes.toString('base64')}) format('woff2');}`,
      );
    }
  return rules.join('\n');
}

/**
 * `@font-face` rules with the card's self-hosted fonts inlined (`decisions.md` §7), so the print view needs
 * no network and Chromium embeds them in the PDF. System fonts (Arial, Georgia) and unknown names add none.
 */
export async function printFontsCss(families: readonly string[]): Promise<string> {
  const wanted = [...new Set(families)].filter(
    (family) => fontFamilyOf(family) !== undefined && isExternallyLoadedFont(family),
  );
  const rules = await Promise.all(
    wanted.map((family) => {
      let rule = cache.get(family);
      if (!rule) {
        rule = faceRules(family);
        cache.set(family, rule);
      }
      return rule;
    }),
  );
  return rules.join('\n');
}
