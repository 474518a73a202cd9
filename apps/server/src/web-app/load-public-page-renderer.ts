import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPublicPage } from '@eventsite/core';

/** Where `npm run build -w @eventsite/web` writes the server rendering, next to the browser build. */
export function publicPageRendererPath(distDir: string): string {
  return join(distDir, '..', 'dist-ssr', 'render-public-page.js');
}

/**
 * The web build's rendering of guest pages (`apps/web/src/server-render/render-public-page.tsx`, built with
 * `vite build --ssr`), loaded once at start; null when the build has none.
 */
export async function loadPublicPageRenderer(file: string): Promise<RenderPublicPage | null> {
  if (!existsSync(file)) return null;
  const loaded = (await import(pathToFileURL(file).href)) as { renderPublicPage?: unknown };
  if (typeof loaded.renderPublicPage !== 'function') {
    throw new Error(`${file} does not export renderPublicPage`);
  }
  return loaded.renderPublicPage as RenderPublicPage;
}
