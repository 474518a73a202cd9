import { SITE_GRAPHIC_PIECES } from '../constants/site-graphic-pieces';
import type { SiteGraphic } from '../constants/site-graphics';

// Not exported from core's index: the pieces would then travel with every page that uses core, while
// the web loads them only with a decoration (see `site-graphic-layer.tsx`).

/** One piece of a card's graphic: its classes and the artwork file (without `.svg`) it paints, if any. */
export interface PrintGraphicPiece {
  className: string;
  artwork: string | undefined;
}

/**
 * The pieces of a site graphic as a card draws them (`002` §3 Print.siteGraphic): the same pieces a
 * guest's site draws (`001` "Site decorations"), placed on the page by `PRINT_GRAPHIC_RULES` (`print-card-graphic.ts`). The print
 * view and the web editor's card both build their markup from this, so the two stay alike.
 */
export function printGraphicPieces(name: SiteGraphic): PrintGraphicPiece[] {
  return SITE_GRAPHIC_PIECES[name].map((piece) => ({
    className: `graphic-piece at-${piece.place} paint-${piece.paint}`,
    artwork: piece.artwork,
  }));
}
