import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import archiver from 'archiver';
import type { DatabaseSnapshot } from '../db/snapshot-pglite';
import { isValidStorageKey } from '../storage/storage';
import { DATABASE_ENTRY, MANIFEST_ENTRY, UPLOADS_FOLDER, type BackupManifest } from './backup-manifest';

interface Upload {
  key: string;
  path: string;
  bytes: number;
}

/** The stored files under the uploads directory, by their keys; a write in progress (`*.tmp`) is no key. */
async function listUploads(directory: string): Promise<Upload[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const uploads: Upload[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(directory, path).split(sep).join('/');
    if (!isValidStorageKey(key)) continue;
    const stats = await stat(path).catch(() => null);
    if (stats) uploads.push({ key, path, bytes: stats.size });
  }
  return uploads.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Writes one zip: the manifest, the database's image, then the uploads as they are after the image was
 * taken, so every image the database names is in it (files uploaded meanwhile are harmless extras).
 * `uploadsDir` is null when the uploads are in S3. Resolves once `output` has received everything.
 */
export async function writeBackup(
  snapshot: DatabaseSnapshot,
  uploadsDir: string | null,
  output: Writable,
  now: Date,
): Promise<BackupManifest> {
  const image = Buffer.from(await snapshot.image.arrayBuffer());
  const uploads = uploadsDir === null ? null : await listUploads(uploadsDir);
  const manifest: BackupManifest = {
    format: 'eventsite-backup',
    formatVersion: 1,
    createdAt: now.toISOString(),
    database: {
      kind: 'pglite',
      postgresVersion: snapshot.postgresVersion,
      bytes: image.length,
      sha256: createHash('sha256').update(image).digest('hex'),
    },
    migrations: { applied: snapshot.migrationsApplied },
    counts: snapshot.counts,
    uploads: uploads && {
      files: uploads.length,
      bytes: uploads.reduce((sum, upload) => sum + upload.bytes, 0),
    },
  };

  const archive = archiver('zip', { zlib: { level: 6 } });
  archive.pipe(output);
  const failed = new Promise<never>((_resolve, reject) => archive.once('error', reject));
  archive.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: MANIFEST_ENTRY, date: now });
  archive.append(image, { name: DATABASE_ENTRY, date: now });
  for (const upload of uploads ?? []) {
    archive.append(createReadStream(upload.path), { name: `${UPLOADS_FOLDER}${upload.key}`, date: now });
  }
  await Promise.race([Promise.all([archive.finalize(), finished(output, { readable: false })]), failed]);
  return manifest;
}
