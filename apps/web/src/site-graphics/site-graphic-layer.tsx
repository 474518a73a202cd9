import type { CSSProperties } from 'react';
import { isSiteGraphic, type SiteGraphic } from '@eventsite/core/constants/site-graphics';
import { SITE_GRAPHIC_PIECES, type GraphicPiece } from '@eventsite/core/constants/site-graphic-pieces';
import styles from './site-graphic-layer.module.css';

// Only the file addresses are bundled: the browser fetches an artwork file when a piece that paints it is
// shown, so a site downloads its own decoration and nothing else. `no-inline` keeps small files out of the
// bundle as data URIs, where every site would pay for every decoration and nothing would be cached apart.
const ARTWORK_URLS = import.meta.glob<string>('./artwork/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** The address of an artwork file of a site graphic piece (a name without `.svg`). */
export function artworkUrl(file: string): string {
  const url = ARTWORK_URLS[`./artwork/${file}.svg`];
  if (url === undefined) throw new Error(`Site graphic artwork missing: ${file}.svg`);
  return url;
}

function pieceStyle(piece: GraphicPiece): CSSProperties | undefined {
  if (piece.artwork === undefined) return undefined;
  // A custom property, so one rule can use the file as a mask (tinted by the scheme) or as an image.
  return { '--artwork': `url("${artworkUrl(piece.artwork)}")` } as CSSProperties;
}

/**
 * The site's decoration (`001` "Site decorations"): a fixed layer behind the content that never takes
 * clicks and is hidden from assistive technology. Put it first inside the site's root, which must be a
 * stacking context (`isolation: isolate`) painting the scheme's background; the layer sits at z-index -1.
 * The scheme colours come from the custom properties the public site sets (`--color-primary` and so on).
 */
export function SiteGraphicLayer({ name }: { name: SiteGraphic }) {
  // Data from older sites is not typed at run time; an unknown decoration is an error (`001`).
  if (!isSiteGraphic(name)) throw new Error(`Unknown site graphic: ${String(name)}`);
  return (
    <div aria-hidden="true" className={`${styles.layer} ${styles[name] ?? ''}`} data-site-graphic={name}>
      {SITE_GRAPHIC_PIECES[name].map((piece, index) => (
        <div
          key={index}
          className={[styles.piece, styles[piece.place], styles[piece.paint]].filter(Boolean).join(' ')}
          style={pieceStyle(piece)}
        />
      ))}
    </div>
  );
}
