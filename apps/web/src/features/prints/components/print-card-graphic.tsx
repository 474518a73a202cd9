import { PRINT_GRAPHIC_CLASS, type SiteGraphic } from '@eventsite/core';
import { printGraphicPieces } from '@eventsite/core/rules/print-graphic-pieces';
import type { CSSProperties } from 'react';
// From the guest sites' layer module, so pieces, artwork and layer load as the one chunk guests load.
import { artworkUrl } from '../../../site-graphics/site-graphic-layer';

/**
 * The card's site graphic, first inside a page: the pieces of a guest site's decoration placed on the
 * paper by core's card style, as the print view draws them (`render-print-view.ts`).
 */
export function PrintCardGraphic({ name }: { name: SiteGraphic }) {
  return (
    <div className={PRINT_GRAPHIC_CLASS} data-graphic={name} aria-hidden="true">
      {printGraphicPieces(name).map((piece, index) => (
        <div
          key={index}
          className={piece.className}
          style={
            piece.artwork === undefined
              ? undefined
              : ({ '--artwork': `url("${artworkUrl(piece.artwork)}")` } as CSSProperties)
          }
        />
      ))}
    </div>
  );
}
