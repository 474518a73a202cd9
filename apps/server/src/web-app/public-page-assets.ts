import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  GUEST_BOOT_CHUNKS_ATTRIBUTE,
  GUEST_BOOT_ENTRY_ATTRIBUTE,
} from '@eventsite/core/constants/guest-boot';
import { escapeHtml } from '../html/escape-html';

/** The guests' entry in Vite's manifest: `main.tsx` loads it for a public host. */
const PUBLIC_ENTRY = 'src/public-site/public-app.tsx';
const HTML_ENTRY = 'index.html';
/** The script that starts a guest's page's app once the page has loaded (apps/web `guest-boot.ts`). */
const GUEST_BOOT_ENTRY = 'src/guest-boot.ts';
/** `index.html`'s own style sheet links, as Vite writes them. */
const STYLE_SHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;
/** `index.html`'s module preloads, as Vite writes them. */
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;
/** `index.html`'s entry script, as Vite writes it. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** What a guest's page loads besides `index.html`'s own entry, so the browser asks for it all at once. */
export interface PublicPageAssets {
  /**
   * Every style sheet a guest's page needs, `index.html`'s and the guests' entry's, in cascade order: the
   * page carries their text, so that its first paint waits for no other download.
   */
  styleSheets: string[];
  /** Their text, in the same order. */
  css: string;
  /**
   * `index.html` without its style sheet links, which `css` replaces, and with the guest boot script (and
   * a module preload of each of its imports) in place of its entry and module preloads: it fetches the entry and every chunk of it and of the guests'
   * app in parallel, once the page has loaded.
   */
  template: string;
}

/**
 * The guest boot script is 2 KB and holds a guest's taps until the app runs: on a slow link it must come
 * before the page's images and fonts, or a tap made meanwhile is lost. The app's own scripts, which it
 * fetches once the page has loaded, wait for them instead.
 */
const HIGH_PRIORITY = 'fetchpriority="high"';

/** The chunk and every chunk it imports statically (dynamic imports load when used, so not here). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

async function styleSheetText(distDir: string, href: string): Promise<string> {
  const css = await readFile(join(distDir, href), 'utf8');
  // Inside `<style>` only `</style` could end the element early; built CSS never holds it.
  if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
  return css;
}

/**
 * The text of every style sheet of a guest's page and the page's template with the guest boot script,
 * from the Vite build's manifest (`build.manifest`); null when the build has no manifest, no guests'
 * entry or no guest boot script.
 */
export async function readPublicPageAssets(
  distDir: string,
  template: string,
): Promise<PublicPageAssets | null> {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const boot = manifest[GUEST_BOOT_ENTRY];
  const entryScript = ENTRY_SCRIPT.exec(template);
  if (!manifest[PUBLIC_ENTRY] || !boot || !entryScript) return null;
  const loadedByIndex = staticClosure(manifest, HTML_ENTRY);
  const chunks = [...staticClosure(manifest, PUBLIC_ENTRY)].filter((key) => !loadedByIndex.has(key));
  const url = (file: string) => `/${file}`;
  // Everything the entry and the guests' app import statically, fetched side by side with the entry.
  const chunkUrls = [...loadedByIndex, ...chunks].flatMap((key) =>
    key !== HTML_ENTRY && manifest[key] ? [url(manifest[key].file)] : [],
  );
  // The boot script's own imports, asked for beside it: found only once it has come, they would cost a
  // slow phone another round trip before its taps are held.
  const bootImports = [...staticClosure(manifest, GUEST_BOOT_ENTRY)].flatMap((key) =>
    key !== GUEST_BOOT_ENTRY && manifest[key] ? [url(manifest[key].file)] : [],
  );
  const bootScript =
    bootImports
      .map((href) => `<link rel="modulepreload" ${HIGH_PRIORITY} crossorigin href="${escapeHtml(href)}">`)
      .join('') +
    `<script type="module" ${HIGH_PRIORITY} crossorigin src="${escapeHtml(url(boot.file))}" ` +
    `${GUEST_BOOT_ENTRY_ATTRIBUTE}="${escapeHtml(entryScript[1] ?? '')}" ` +
    `${GUEST_BOOT_CHUNKS_ATTRIBUTE}="${escapeHtml(chunkUrls.join(' '))}"></script>`;
  const indexStyleSheets = [...template.matchAll(STYLE_SHEET_LINK)].map((match) => match[1] ?? '');
  const styleSheets = [
    ...new Set([...indexStyleSheets, ...chunks.flatMap((key) => (manifest[key]?.css ?? []).map(url))]),
  ];
  const texts = await Promise.all(styleSheets.map((href) => styleSheetText(distDir, href)));
  return {
    styleSheets,
    css: texts.join('\n'),
    template: template
      .replace(STYLE_SHEET_LINK, '')
      .replace(MODULE_PRELOAD, '')
      .replace(ENTRY_SCRIPT, () => bootScript),
  };
}
