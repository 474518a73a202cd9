import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sites, siteVersions } from '../db/schema';
import { QUICK_START_FOLDER } from '../routes/site-images/image-folders';

/** An upload's files share the random id their names start with: the image and each of its sizes. */
const UPLOAD_ID = /^([0-9a-f]{24})[.-]/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when a saved site, or one of its versions (which can be restored), still shows the upload. */
async function isReferenced(app: FastifyInstance, uploadId: string): Promise<boolean> {
  const [inSites] = await app.db
    .select({ found: sql<number>`1` })
    .from(sites)
    .where(sql`strpos(${sites.data}::text, ${uploadId}) > 0`)
    .limit(1);
  if (inSites) return true;
  const [inVersions] = await app.db
    .select({ found: sql<number>`1` })
    .from(siteVersions)
    .where(sql`strpos(${siteVersions.data}::text, ${uploadId}) > 0`)
    .limit(1);
  return inVersions !== undefined;
}

/**
 * Deletes quick-start uploads and crops (stored as temporary, `000` §6) older than the configured age that
 * no saved site or site version shows: a visitor who never signed up leaves nothing behind for good, while
 * a site made from a quick-start draft keeps its pictures. Returns how many files were deleted.
 */
export async function purgeTemporaryUploads(app: FastifyInstance, now: Date): Promise<number> {
  const cutoff = now.getTime() - app.config.quickStartUploadMaxAgeDays * DAY_MS;
  const entries = await app.storage.list(QUICK_START_FOLDER);
  const byUpload = new Map<string, { keys: string[]; newest: number }>();
  for (const entry of entries) {
    const id = UPLOAD_ID.exec(entry.key.slice(QUICK_START_FOLDER.length + 1))?.[1];
    if (!id) continue;
    const group = byUpload.get(id) ?? { keys: [], newest: 0 };
    group.keys.push(entry.key);
    group.newest = Math.max(group.newest, entry.modifiedAt.getTime());
    byUpload.set(id, group);
  }
  let deleted = 0;
  for (const [id, group] of byUpload) {
    if (group.newest >= cutoff || (await isReferenced(app, id))) continue;
    for (const key of group.keys) await app.storage.delete(key);
    deleted += group.keys.length;
  }
  if (deleted > 0) app.log.info({ deleted }, 'old temporary quick-start uploads deleted');
  return deleted;
}
