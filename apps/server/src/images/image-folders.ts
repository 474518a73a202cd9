import { uploadsPathOf } from '../maps/save-map-image';
import type { ImageFolder } from './store-image';

/** Quick-start images share one folder; the site ids are random hex, so it cannot meet a site's. */
export const QUICK_START_FOLDER = 'quick-start';

/** Where a site's (or quick start's) images are stored and served from. */
export function imageFolderOf(siteId: string): ImageFolder {
  return { key: siteId, path: uploadsPathOf(siteId) };
}
