import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrintViewRenderInput, RenderPrintView } from '@eventsite/core';

/** Draws the print view's HTML with the web build's print card. */
export type PrintViewRenderer = (input: PrintViewRenderInput) => Promise<string>;

/** Where `npm run build -w @eventsite/web` writes the print view, beside the guests' page rendering. */
export function printViewRendererPath(distDir: string): string {
  return join(distDir, '..', 'dist-ssr', 'render-print-view.js');
}

async function load(file: string): Promise<RenderPrintView> {
  if (!existsSync(file)) throw new Error(`No print view at ${file}: run "npm run build" first`);
  const loaded = (await import(pathToFileURL(file).href)) as { renderPrintView?: unknown };
  if (typeof loaded.renderPrintView !== 'function') {
    throw new Error(`${file} does not export renderPrintView`);
  }
  return loaded.renderPrintView as RenderPrintView;
}

/**
 * The web build's print view (`apps/web/src/server-render/render-print-view.tsx`), the editor's own card
 * component, loaded at the first print: most processes never print, and a missing build fails that print
 * alone. A failed load is tried again next time.
 */
export function lazyPrintViewRenderer(file: string): PrintViewRenderer {
  let loading: Promise<RenderPrintView> | null = null;
  return async (input) => {
    loading ??= load(file).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return (await loading)(input);
  };
}
