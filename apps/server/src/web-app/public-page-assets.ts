import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The guests' entry in Vite's manifest: `main.tsx` loads it for a public host. */
const PUBLIC_ENTRY = 'src/public-site/public-app.tsx';
const HTML_ENTRY = 'index.html';
/** `index.html`'s own style sheet links, as Vite writes them. */
const STYLE_SHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;
/** `index.html`'s script tags and module preloads, as Vite writes them. */
const SCRIPT_TAG = /<(script type="module"|link rel="modulepreload") /g;

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
   * `index.html` without its style sheet links, which `css` replaces, and with its scripts fetched after
   * what the first screen shows (see `LOW_PRIORITY`).
   */
  template: string;
  /** Its script chunks, to fetch in parallel with the entry instead of one after another. */
  modulePreloads: string[];
}

/**
 * A guest's page is drawn by the server and readable before any script: its scripts only make the
 * interactive parts work, so the page's own images and fonts go first on a slow link.
 */
export const LOW_PRIORITY = 'fetchpriority="low"';

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
 * The guests' entry's files from the Vite build's manifest (`build.manifest`), less what `index.html`
 * already loads, and the text of every style sheet of a guest's page; null when the build has no manifest
 * or no guests' entry.
 */
export async function readPublicPageAssets(
  distDir: string,
  template: string,
): Promise<PublicPageAssets | null> {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  if (!manifest[PUBLIC_ENTRY]) return null;
  const loadedByIndex = staticClosure(manifest, HTML_ENTRY);
  const chunks = [...staticClosure(manifest, PUBLIC_ENTRY)].filter((key) => !loadedByIndex.has(key));
  const url = (file: string) => `/${file}`;
  const indexStyleSheets = [...template.matchAll(STYLE_SHEET_LINK)].map((match) => match[1] ?? '');
  const styleSheets = [
    ...new Set([...indexStyleSheets, ...chunks.flatMap((key) => (manifest[key]?.css ?? []).map(url))]),
  ];
  const texts = await Promise.all(styleSheets.map((href) => styleSheetText(distDir, href)));
  return {
    styleSheets,
    css: texts.join('\n'),
    template: template.replace(STYLE_SHEET_LINK, '').replace(SCRIPT_TAG, (tag) => `${tag}${LOW_PRIORITY} `),
    modulePreloads: chunks.flatMap((key) => (manifest[key] ? [url(manifest[key].file)] : [])),
  };
}
