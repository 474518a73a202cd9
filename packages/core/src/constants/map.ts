/** Map zoom bounds, default and slider step (`000` §9, `001` §5, `002` §5). */
export const MAP_ZOOM = { min: 6, max: 18, default: 12, step: 1 } as const;

/** Default marker colour: six hex digits without '#'; the map call sends it as is (`001` §5, §7). */
export const DEFAULT_MARKER_COLOR = 'ea4335';

/** Map themes of the current model (`001` §3, `002` §3). Older data has some in lower case. */
export const MAP_THEMES = ['NORMAL', 'SILVER', 'RETRO', 'DARK', 'NIGHT'] as const;
export type MapTheme = (typeof MAP_THEMES)[number];
export const DEFAULT_MAP_THEME: MapTheme = 'NORMAL';

/** The typed location is applied after this pause (`002` §5, §9). */
export const LOCATION_TYPING_PAUSE_MS = 800;

/** Pixel sizes of the demo map images (`001` §9, `002` §9). */
export const DEMO_MAP_SIZES = [640, 420] as const;
