/**
 * What a guest's browser downloads first on a public site, read from the web build's Vite manifest: the
 * HTML entry and the public app, with every chunk they import statically, and the CSS of those chunks.
 * The one place that says so: bench/public-site reports it and the e2e budget test enforces it.
 * The server sends that CSS inside the guest's page instead of as files (apps/server/src/web-app), the
 * same bytes, and a page it drew carries only its own theme's rules: counting every theme's files gives
 * the most a page carries (the password gate's, whose
 * site the browser draws once the guest is in).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget of issue 15: a guest's first load stays under these, gzip-compressed. */
export const GUEST_FIRST_LOAD_BUDGET = { jsGzipBytes: 110 * 1024, cssGzipBytes: 20 * 1024 } as const;

/** The manifest keys a guest's first load starts from: the HTML entry and the app a guest gets. */
const GUEST_ENTRIES = ['index.html', 'src/public-site/public-app.tsx'] as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface GuestFirstLoad {
  jsFiles: string[];
  cssFiles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

function readManifest(distDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}

function gzipBytes(distDir: string, files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
}

/** The first-load files of the build in `distDir` (apps/web/dist) and their gzip sizes. */
export function guestFirstLoad(distDir: string): GuestFirstLoad {
  const manifest = readManifest(distDir);
  const visited = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web build's manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of GUEST_ENTRIES) visit(entry);
  const jsFiles = [...js];
  const cssFiles = [...css];
  return {
    jsFiles,
    cssFiles,
    jsGzipBytes: gzipBytes(distDir, jsFiles),
    cssGzipBytes: gzipBytes(distDir, cssFiles),
  };
}
