/** Animated and plant decorations (`001` "Site decorations"). */
export const DECORATION_SITE_GRAPHICS = ['movingDots', 'eucalyptus', 'mintedEucalyptus', 'leafMix'] as const;

/** The nine corner graphics (`001` "Site decorations"). */
export const CORNER_SITE_GRAPHICS = [
  'corner1',
  'corner2',
  'corner3',
  'corner4',
  'corner5',
  'corner6',
  'corner7',
  'corner8',
  'corner9',
] as const;

/** The eight full background images and the green-and-gold flowers background (`001` "Site decorations"). */
export const BACKGROUND_SITE_GRAPHICS = [
  'background1',
  'background2',
  'background3',
  'background4',
  'background5',
  'background6',
  'background7',
  'background8',
  'greenAndGoldFlowers',
] as const;

/** Every decoration a site or print can carry; any other name is an error (`001` "Site decorations"). */
export const SITE_GRAPHICS = [
  ...DECORATION_SITE_GRAPHICS,
  ...CORNER_SITE_GRAPHICS,
  ...BACKGROUND_SITE_GRAPHICS,
] as const;
export type SiteGraphic = (typeof SITE_GRAPHICS)[number];

/** True for a known decoration name (`001` "Site decorations"). */
export function isSiteGraphic(value: unknown): value is SiteGraphic {
  return typeof value === 'string' && (SITE_GRAPHICS as readonly string[]).includes(value);
}
