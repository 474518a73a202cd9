import { PRINT_GRAPHIC_CLASS, type SiteGraphic } from '@eventsite/core';
import { printGraphicPieces } from '@eventsite/core/rules/print-graphic-pieces';
import type { CSSProperties } from 'react';
// From the guest sites' layer module, so pieces, artwork and layer load as the one chunk guests load.
import { artworkUrl } from '../../../site-graphics/site-graphic-layer';

interface PrintCardGraphicProps {
  name: SiteGraphic;
  /** The artwork files by name when they are inlined (the print view); else the web build's files. */
  artwork?: Readonly<Record<string, string>>;
}

function artworkSource(file: string, artwork: PrintCardGraphicProps['artwork']): string {
  if (!artwork) return artworkUrl(file);
  const source = artwork[file];
  if (source === undefined) throw new Error(`Site graphic artwork missing: ${file}.svg`);
  return source;
}

/**
 * The card's site graphic, first inside a page: the pieces of a guest site's decoration placed on the
 * paper by core's card style.
 */
export function PrintCardGraphic({ name, artwork }: PrintCardGraphicProps) {
  return (
    <div className={PRINT_GRAPHIC_CLASS} data-graphic={name} aria-hidden="true">
      {printGraphicPieces(name).map((piece, index) => (
        <div
          key={index}
          className={piece.className}
          style={
            piece.artwork === undefined
              ? undefined
              : ({ '--artwork': `url("${artworkSource(piece.artwork, artwork)}")` } as CSSProperties)
          }
        />
      ))}
    </div>
  );
}
