/**
 * What a guest's browser downloads first on a public site, read from the web build's Vite manifest: the
 * script that starts a guest's page, the HTML entry and the public app, with every chunk they import
 * statically, and the CSS of those chunks.
 * The one place that says so: bench/public-site reports it and the e2e budget test enforces it; the e2e
 * guest-bundle test reads here which modules a guest may ever download.
 * The server sends that CSS inside the guest's page instead of as files (apps/server/src/web-app), the
 * same bytes, and a page it drew carries only its own theme's rules: counting every theme's files gives
 * the most a page carries (the password gate's, whose
 * site the browser draws once the guest is in).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The budget of issue 15: a guest's first load stays under these, gzip-compressed. The programme (issue 34)
 * may add 3 KB of JavaScript, its timeline drawn on the server like every module: 110 → 113 KiB. Issue 40
 * put the first load's app code into one chunk (109 → 104 KiB) and kept the saving: 113 → 106 KiB. Then
 * sections that fetch their code only as the guest nears them, and forms whose code is on its way before
 * the tap, added 0.3 KiB to the first load and took 18 KB off what a phone transfers: 106 → 107 KiB.
 */
export const GUEST_FIRST_LOAD_BUDGET = { jsGzipBytes: 107 * 1024, cssGzipBytes: 20 * 1024 } as const;

/**
 * The manifest keys a guest's first load starts from: the script that starts a guest's page, the HTML
 * entry and the app a guest gets.
 */
const GUEST_BOOT = 'src/guest-boot.ts';
const HTML_ENTRY = 'index.html';
const PUBLIC_APP = 'src/public-site/public-app.tsx';
const GUEST_ENTRIES = [GUEST_BOOT, HTML_ENTRY, PUBLIC_APP] as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface GuestFirstLoad {
  jsFiles: string[];
  cssFiles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function gzipBytes(distDir: string, files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
}

/**
 * The chunks `keys` import, themselves included: statically only, or also those they load later. The HTML
 * entry's own lazy imports are never followed: they are the two apps, and only the public one is a guest's.
 */
function chunksFrom(manifest: Manifest, keys: readonly string[], followDynamic: boolean): ManifestChunk[] {
  const visited = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web build's manifest has no chunk ${key}`);
    visited.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (followDynamic && key !== HTML_ENTRY)
      for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...visited.values()];
}

/** The first-load files of the build in `distDir` (apps/web/dist) and their gzip sizes. */
export function guestFirstLoad(distDir: string): GuestFirstLoad {
  const chunks = chunksFrom(readManifest(distDir), GUEST_ENTRIES, false);
  const jsFiles = [...new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))];
  const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  return {
    jsFiles,
    cssFiles,
    jsGzipBytes: gzipBytes(distDir, jsFiles),
    cssGzipBytes: gzipBytes(distDir, cssFiles),
  };
}

/** Rolldown's own runtime chunk holds no module of ours, so it has no source map. */
const RUNTIME_CHUNK = /^assets\/rolldown-runtime-[\w-]+\.js$/;

/**
 * Every source module a guest's browser may ever download, as paths inside apps/web (`src/...`,
 * `../../node_modules/...`): the first load and everything the public app loads later (the password gate,
 * version-1 sites, forms, the gallery's slider). Read from the build's hidden source maps.
 */
export function guestModules(distDir: string): Map<string, string[]> {
  const manifest = readManifest(distDir);
  const chunks = chunksFrom(manifest, GUEST_ENTRIES, true);
  const modules = new Map<string, string[]>();
  for (const file of new Set(chunks.map((chunk) => chunk.file).filter((name) => name.endsWith('.js')))) {
    if (RUNTIME_CHUNK.test(file)) continue;
    const map = JSON.parse(readFileSync(join(distDir, `${file}.map`), 'utf8')) as { sources: string[] };
    const inWeb = (source: string) => relative(join(distDir, '..'), join(distDir, dirname(file), source));
    modules.set(file, map.sources.map(inWeb));
  }
  return modules;
}
