import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteGraphic } from '@eventsite/core';
import { printGraphicPieces } from '@eventsite/core/rules/print-graphic-pieces';
import { REPO_ROOT } from '../server-paths';

/** The web's site graphic artwork: one drawing for guests' sites and printed cards (`001`, `002` §3). */
const ARTWORK_DIR = join(REPO_ROOT, 'apps/web/src/site-graphics/artwork');

/** Data URLs of the artwork files a graphic paints, by file name, so the print view needs no network. */
export async function printGraphicArtwork(name: SiteGraphic): Promise<Map<string, string>> {
  const files = new Set(printGraphicPieces(name).flatMap((piece) => piece.artwork ?? []));
  const entries = await Promise.all(
    [...files].map(async (file): Promise<[string, string]> => {
      const svg = await readFile(join(ARTWORK_DIR, `${file}.svg`));
      return [file, `data:image/svg+xml;base64,${svg.toString('base64')}`];
    }),
  );
  return new Map(entries);
}
