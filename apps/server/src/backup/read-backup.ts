import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { isValidStorageKey } from '../storage/storage';
import { BackupError } from './backup-error';
import {
  backupManifestSchema,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  UPLOADS_FOLDER,
  type BackupManifest,
} from './backup-manifest';

/** What a reader does with each part; the manifest comes first, so it can refuse before anything is written. */
export interface BackupVisitor {
  manifest(manifest: BackupManifest): Promise<void> | void;
  database(image: Buffer): Promise<void> | void;
  upload(key: string, body: Buffer): Promise<void> | void;
}

const openZip = (path: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error || !zip) reject(new BackupError(`${path} is not a backup zip: ${String(error)}`));
      else resolve(zip);
    }),
  );

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream?: Readable) => {
      if (error || !stream) return reject(error ?? new Error(`cannot read ${entry.fileName}`));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    }),
  );
}

/**
 * Reads a backup zip (`writeBackup`) entry by entry and checks it as it goes: the manifest first and of the
 * known form, the database image whole (its SHA-256), upload keys that stay inside the storage, and as many
 * uploads as the manifest counts. Resolves with the manifest; rejects with a `BackupError` saying why.
 */
export async function readBackup(path: string, visitor: BackupVisitor): Promise<BackupManifest> {
  const zip = await openZip(path);
  let manifest: BackupManifest | null = null;
  let databaseRead = false;
  let uploads = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          const body = await readEntry(zip, entry);
          if (manifest === null) {
            if (entry.fileName !== MANIFEST_ENTRY) throw new BackupError(`${MANIFEST_ENTRY} is not first`);
            const parsed = backupManifestSchema.safeParse(JSON.parse(body.toString('utf8')));
            if (!parsed.success)
              throw new BackupError(`the manifest is not one this version reads: ${parsed.error.message}`);
            manifest = parsed.data;
            await visitor.manifest(manifest);
          } else if (entry.fileName === DATABASE_ENTRY) {
            if (createHash('sha256').update(body).digest('hex') !== manifest.database.sha256)
              throw new BackupError("the database image does not match the manifest's checksum");
            databaseRead = true;
            await visitor.database(body);
          } else if (entry.fileName.startsWith(UPLOADS_FOLDER)) {
            const key = entry.fileName.slice(UPLOADS_FOLDER.length);
            if (!isValidStorageKey(key)) throw new BackupError(`not an upload's name: ${entry.fileName}`);
            uploads += 1;
            await visitor.upload(key, body);
          } else {
            throw new BackupError(`unknown entry ${entry.fileName}`);
          }
          zip.readEntry();
        })().catch(reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  if (manifest === null) throw new BackupError('the archive is empty');
  const read: BackupManifest = manifest;
  if (!databaseRead) throw new BackupError('the archive holds no database image');
  if (uploads !== (read.uploads?.files ?? 0))
    throw new BackupError(
      `the archive holds ${uploads} uploads, the manifest counts ${read.uploads?.files ?? 0}`,
    );
  return read;
}
