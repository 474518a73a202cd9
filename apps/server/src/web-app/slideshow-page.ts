import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from '../html/escape-html';

/** The slideshow's entry in Vite's manifest (apps/web `src/slideshow/slideshow.ts`, issue 38 item 4). */
const SLIDESHOW_ENTRY = 'src/slideshow/slideshow.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
}

/** What the slideshow's page loads: its one script and its style sheet. */
export interface SlideshowAssets {
  script: string;
  styleSheets: string[];
}

/** The slideshow's files from the Vite build's manifest; null when the build has none. */
export async function readSlideshowAssets(distDir: string): Promise<SlideshowAssets | null> {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[SLIDESHOW_ENTRY];
  if (!entry) return null;
  return { script: `/${entry.file}`, styleSheets: (entry.css ?? []).map((file) => `/${file}`) };
}

const TITLES: Record<string, string> = { sv: 'Bildspel', en: 'Slideshow', da: 'Diasshow' };

/**
 * The slideshow's page, `/bildspel/{token}` on the site's host (issue 38 item 4): black, with nothing but the
 * slideshow's own script, which reads the photos by the token in the address; never indexed. Its language
 * names the script's few words.
 */
export function slideshowHtml(assets: SlideshowAssets, language: string): string {
  const styles = assets.styleSheets
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('');
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow"><meta name="theme-color" content="#000000">' +
    `<title>${escapeHtml(TITLES[language] ?? TITLES.en ?? '')}</title>${styles}` +
    `<script type="module" crossorigin src="${escapeHtml(assets.script)}"></script>` +
    '</head><body><main id="slideshow" class="slideshow"></main></body></html>'
  );
}
