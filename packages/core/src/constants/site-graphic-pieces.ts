import type { SiteGraphic } from './site-graphics';

/**
 * Where a piece sits and how large it is: a class of the web's `site-graphic-layer.module.css` on a site,
 * and of core's `print-card-graphic.ts` on a printed card.
 */
export type PiecePlace =
  | 'cornerStart'
  | 'cornerEnd'
  | 'sprigStart'
  | 'sprigEnd'
  | 'sprigTopEnd'
  | 'sprigBottomStart'
  | 'bloomTopStart'
  | 'bloomTopEnd'
  | 'bloomBottomStart'
  | 'bloomBottomEnd'
  | 'cover'
  | 'tile'
  | 'tileLarge'
  | 'grain'
  | 'bandTop'
  | 'bandBottom'
  | 'washes'
  | 'mesh'
  | 'dot';

/**
 * How a piece is painted. A mask takes the shape from the artwork and the colour from the scheme, so one
 * drawing suits every colour scheme: `primary`, `ink` (the text colour) or `blend` (halfway between them).
 * `natural` shows the artwork in its own colours; `scheme` is drawn by CSS alone.
 */
export type PiecePaint = 'primary' | 'ink' | 'blend' | 'natural' | 'scheme';

export interface GraphicPiece {
  place: PiecePlace;
  paint: PiecePaint;
  /** A file name in the web's `src/site-graphics/artwork` without `.svg`. */
  artwork?: string;
}

/** A corner ornament at the top start and, turned, at the bottom end; its accent is painted beneath it. */
function corners(artwork: string, accent?: string): GraphicPiece[] {
  const under: GraphicPiece[] =
    accent === undefined
      ? []
      : [
          { place: 'cornerStart', paint: 'blend', artwork: accent },
          { place: 'cornerEnd', paint: 'blend', artwork: accent },
        ];
  return [
    ...under,
    { place: 'cornerStart', paint: 'primary', artwork },
    { place: 'cornerEnd', paint: 'primary', artwork },
  ];
}

const DOT_COUNT = 12;

/** The pieces each decoration is made of (`001` "Site decorations"). */
export const SITE_GRAPHIC_PIECES: Readonly<Record<SiteGraphic, readonly GraphicPiece[]>> = {
  movingDots: Array.from({ length: DOT_COUNT }, () => ({ place: 'dot', paint: 'primary' })),
  eucalyptus: [
    { place: 'sprigStart', paint: 'natural', artwork: 'eucalyptus' },
    { place: 'sprigEnd', paint: 'natural', artwork: 'eucalyptus' },
  ],
  mintedEucalyptus: [
    { place: 'sprigTopEnd', paint: 'natural', artwork: 'minted-eucalyptus' },
    { place: 'sprigBottomStart', paint: 'natural', artwork: 'minted-eucalyptus' },
  ],
  leafMix: [
    { place: 'sprigTopEnd', paint: 'blend', artwork: 'leaf-mix' },
    { place: 'sprigTopEnd', paint: 'primary', artwork: 'leaf-mix-accent' },
    { place: 'sprigBottomStart', paint: 'blend', artwork: 'leaf-mix' },
    { place: 'sprigBottomStart', paint: 'primary', artwork: 'leaf-mix-accent' },
  ],
  corner1: corners('corner1', 'corner1-accent'),
  corner2: corners('corner2'),
  corner3: corners('corner3', 'corner3-accent'),
  corner4: corners('corner4', 'corner4-accent'),
  corner5: corners('corner5'),
  corner6: corners('corner6'),
  corner7: corners('corner7', 'corner7-accent'),
  corner8: corners('corner8', 'corner8-accent'),
  corner9: corners('corner9'),
  background1: [
    { place: 'washes', paint: 'primary', artwork: 'background1-washes' },
    { place: 'grain', paint: 'ink', artwork: 'paper-grain' },
  ],
  background2: [
    { place: 'tile', paint: 'blend', artwork: 'background2' },
    { place: 'tile', paint: 'primary', artwork: 'background2-accent' },
  ],
  background3: [
    { place: 'bandTop', paint: 'primary', artwork: 'background3' },
    { place: 'bandBottom', paint: 'primary', artwork: 'background3' },
  ],
  background4: [
    { place: 'mesh', paint: 'scheme' },
    { place: 'tileLarge', paint: 'primary', artwork: 'background4' },
  ],
  background5: [{ place: 'tile', paint: 'ink', artwork: 'background5' }],
  background6: [
    { place: 'mesh', paint: 'scheme' },
    { place: 'cover', paint: 'ink', artwork: 'background6' },
  ],
  background7: [
    { place: 'mesh', paint: 'scheme' },
    { place: 'grain', paint: 'ink', artwork: 'paper-grain' },
  ],
  background8: [
    { place: 'tileLarge', paint: 'primary', artwork: 'background8' },
    { place: 'tileLarge', paint: 'blend', artwork: 'background8-accent' },
  ],
  greenAndGoldFlowers: [
    { place: 'bloomTopStart', paint: 'natural', artwork: 'green-and-gold-flowers' },
    { place: 'bloomTopEnd', paint: 'natural', artwork: 'green-and-gold-flowers' },
    { place: 'bloomBottomStart', paint: 'natural', artwork: 'green-and-gold-flowers' },
    { place: 'bloomBottomEnd', paint: 'natural', artwork: 'green-and-gold-flowers' },
  ],
};
