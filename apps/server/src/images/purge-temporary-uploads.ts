import type { UploadPurgeDeps } from './upload-purge-deps';
import { uploadsPathOf } from '../maps/save-map-image';
import { QUICK_START_FOLDER } from './image-folders';

/** An upload's files share the random id their names start with: the image and each of its sizes. */
const UPLOAD_ID = /^([0-9a-f]{24})[.-]/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Matches an upload's id where a stored image names one of its files. */
const REFERENCED_ID = '([0-9a-f]{24})[.-]';

/**
 * Deletes quick-start uploads and crops (stored as temporary, `000` §6) older than the configured age that
 * no saved site or site version shows: a visitor who never signed up leaves nothing behind for good, while
 * a site made from a quick-start draft keeps its pictures. Returns how many files were deleted.
 */
export async function purgeTemporaryUploads(deps: UploadPurgeDeps, now: Date): Promise<number> {
  const cutoff = now.getTime() - deps.config.quickStartUploadMaxAgeDays * DAY_MS;
  const entries = await deps.storage.list(QUICK_START_FOLDER);
  const byUpload = new Map<string, { keys: string[]; newest: number }>();
  for (const entry of entries) {
    const id = UPLOAD_ID.exec(entry.key.slice(QUICK_START_FOLDER.length + 1))?.[1];
    if (!id) continue;
    const group = byUpload.get(id) ?? { keys: [], newest: 0 };
    group.keys.push(entry.key);
    group.newest = Math.max(group.newest, entry.modifiedAt.getTime());
    byUpload.set(id, group);
  }
  const old = [...byUpload].filter(([, group]) => group.newest < cutoff);
  if (old.length === 0) return 0;
  // The quick-start uploads that saved sites, or their versions (which can be restored), still show.
  const referenced = await deps.repositories.sites.uploadIdsShownIn(
    uploadsPathOf(QUICK_START_FOLDER),
    REFERENCED_ID,
  );
  let deleted = 0;
  for (const [id, group] of old) {
    if (referenced.has(id)) continue;
    for (const key of group.keys) await deps.storage.delete(key);
    deleted += group.keys.length;
  }
  if (deleted > 0) deps.log.info({ deleted }, 'old temporary quick-start uploads deleted');
  return deleted;
}
