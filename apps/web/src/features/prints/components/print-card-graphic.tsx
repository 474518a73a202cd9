import { PRINT_GRAPHIC_CLASS, printGraphicPieces, type SiteGraphic } from '@eventsite/core';
import type { CSSProperties } from 'react';
import { artworkUrl } from '../../../site-graphics/artwork-url';

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
