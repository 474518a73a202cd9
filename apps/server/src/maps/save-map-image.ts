import { createHash } from 'node:crypto';
import type { SavedMapImage } from '@eventsite/core';
import type { Storage } from '../storage/storage';
import { MAP_HEIGHT, MAP_WIDTH, type MapProvider, type MapRequest } from './map-provider';

/** Uploads of a site live under this path (`001` §7: an image's URL is '/api' + path + fileName). */
export function uploadsPathOf(siteId: string): string {
  return `/images/uploads/${siteId}/`;
}

/**
 * Renders the map and stores it with the site's files (`decisions.md` §3 "Maps": POST saves). The file is
 * named by its content, so a stored name never gets other bytes and may be cached for good.
 */
export async function saveMapImage(
  maps: MapProvider,
  storage: Storage,
  siteId: string,
  request: MapRequest,
): Promise<SavedMapImage> {
  const picture = await maps.render(request);
  const fileName = `map-${createHash('sha256').update(picture).digest('hex').slice(0, 24)}.png`;
  await storage.put(`${siteId}/${fileName}`, picture);
  return {
    path: uploadsPathOf(siteId),
    fileName,
    isDemoImage: false,
    cdn: false,
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
  };
}
