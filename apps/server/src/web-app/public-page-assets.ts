import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The guests' entry in Vite's manifest: `main.tsx` loads it for a public host. */
const PUBLIC_ENTRY = 'src/app/public/public-app.tsx';
const HTML_ENTRY = 'index.html';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** What a guest's page loads besides `index.html`'s own entry, so the browser asks for it all at once. */
export interface PublicPageAssets {
  /** Style sheets of the guests' entry and of what it imports without waiting. */
  styleSheets: string[];
  /** Its script chunks, to fetch in parallel with the entry instead of one after another. */
  modulePreloads: string[];
}

/** The chunk and every chunk it imports statically (dynamic imports load when used, so not here). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The guests' entry's files from the Vite build's manifest (`build.manifest`), less what `index.html`
 * already loads; null when the build has no manifest or no guests' entry.
 */
export async function readPublicPageAssets(distDir: string): Promise<PublicPageAssets | null> {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  if (!manifest[PUBLIC_ENTRY]) return null;
  const loadedByIndex = staticClosure(manifest, HTML_ENTRY);
  const chunks = [...staticClosure(manifest, PUBLIC_ENTRY)].filter((key) => !loadedByIndex.has(key));
  const url = (file: string) => `/${file}`;
  return {
    styleSheets: [...new Set(chunks.flatMap((key) => manifest[key]?.css ?? []))].map(url),
    modulePreloads: chunks.flatMap((key) => (manifest[key] ? [url(manifest[key].file)] : [])),
  };
}
