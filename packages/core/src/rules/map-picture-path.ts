import type { MapTheme } from '../constants/map';

export interface MapPictureSettings {
  location: string;
  zoom: number;
  mapTheme: MapTheme;
  /** Six hex digits without '#'. */
  markerColor: string;
}

/**
 * The path of a map picture call under a site's API base (`002` §7, `001` §7):
 * `{base}/maps/{encoded location}/{zoom}/{mapTheme}/{colour without #}/`, or under `maps/preview/` for the
 * picture shown while editing. The location is trimmed.
 */
export function mapPicturePath(
  apiBase: string,
  { location, zoom, mapTheme, markerColor }: MapPictureSettings,
  { preview = false }: { preview?: boolean } = {},
): string {
  const segment = preview ? 'maps/preview' : 'maps';
  return `${apiBase}/${segment}/${encodeURIComponent(location.trim())}/${zoom}/${mapTheme}/${markerColor}/`;
}
