import { mkdir, readFile, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ServerConfig } from '../config';
import { embeddedDatabaseDir, uploadsDir } from '../data-dir-paths';
import { lockDataDir, lockPathOf } from '../db/data-dir-lock';
import { MIGRATIONS_FOLDER } from '../db/open-database';
import { LocalDirectoryStorage } from '../storage/local-directory-storage';
import type { BackupManifest } from './backup-manifest';
import { BackupError } from './backup-error';
import { readBackup } from './read-backup';

type RestoreConfig = Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'storage'>;

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the directories that were there before went (`--force`), to delete once the restore is checked. */
  setAside: string[];
}

const isEmptyDir = async (path: string) =>
  (
    await readdir(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    })
  ).length === 0;

async function knownMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Refuses an archive this server cannot run on or this configuration cannot take, before anything is written. */
async function checkFits(manifest: BackupManifest, config: RestoreConfig): Promise<void> {
  const known = await knownMigrations();
  if (manifest.migrations.applied > known)
    throw new BackupError(
      `The backup is from a newer version (${manifest.migrations.applied} migrations, this one knows ${known}); ` +
        'restore it with that version or a later one.',
    );
  if (config.storage.provider !== 'local' && (manifest.uploads?.files ?? 0) > 0)
    throw new BackupError(
      `The backup holds ${manifest.uploads?.files} uploaded files, but STORAGE=s3: restore with STORAGE=local ` +
        '(the files go to DATA_DIR/uploads) and copy them to the bucket from there.',
    );
}

/** Opens the restored database as it is (no migrations: the server applies them when it starts) and counts. */
async function checkCounts(databaseDir: string, expected: BackupManifest['counts']): Promise<void> {
  const client = await PGlite.create({ dataDir: databaseDir });
  try {
    const count = async (table: string) =>
      (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;
    const found = {
      accounts: await count('accounts'),
      sites: await count('sites'),
      households: await count('households'),
      rsvpAnswers: await count('rsvp_answers'),
    };
    if (JSON.stringify(found) !== JSON.stringify(expected))
      throw new BackupError(
        `The restored database holds ${JSON.stringify(found)}, the manifest ${JSON.stringify(expected)}.`,
      );
  } finally {
    await client.close();
  }
}

/**
 * `npm run restore -- <file> [--force]`: puts a backup's database and uploads into `DATA_DIR` of a stopped
 * server. The archive is read and checked whole first; a non-empty database or uploads directory is set
 * aside only with `force`, never deleted. Migrations newer than the backup run when the server next starts.
 */
export async function restoreBackup(
  config: RestoreConfig,
  file: string,
  { force, now = new Date() }: { force: boolean; now?: Date },
): Promise<RestoreResult> {
  if (config.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore into a fresh database, as ' +
        'deploy/backup-and-restore.md describes. This command restores the embedded database only.',
    );
  const databaseDir = embeddedDatabaseDir(config.dataDir);
  const uploads = uploadsDir(config.dataDir);
  await mkdir(config.dataDir, { recursive: true });
  const unlock = await lockDataDir(lockPathOf(databaseDir)).catch((error: Error) => {
    throw new BackupError(`${error.message}\nStop the server before restoring.`);
  });
  try {
    const noop = () => undefined;
    const manifest = await readBackup(file, {
      manifest: (read) => checkFits(read, config),
      database: noop,
      upload: noop,
    });

    const occupied: string[] = [];
    for (const dir of [databaseDir, uploads]) if (!(await isEmptyDir(dir))) occupied.push(dir);
    if (occupied.length > 0 && !force)
      throw new BackupError(
        `${occupied.join(' and ')} ${occupied.length > 1 ? 'are' : 'is'} not empty. Restore into a fresh DATA_DIR, ` +
          'or add --force to set the present data aside (it is moved, not deleted).',
      );
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const setAside: string[] = [];
    for (const dir of occupied) {
      const aside = `${dir}.before-restore-${stamp}`;
      await rename(dir, aside);
      setAside.push(aside);
    }

    const storage = new LocalDirectoryStorage(uploads);
    await readBackup(file, {
      manifest: noop,
      database: async (image) => {
        const client = await PGlite.create({ dataDir: databaseDir, loadDataDir: new Blob([image]) }).catch(
          (error: Error) => {
            throw new BackupError(
              `PGlite cannot open the backup's database (PostgreSQL ${manifest.database.postgresVersion}): ${error.message}`,
            );
          },
        );
        await client.close();
        await checkCounts(databaseDir, manifest.counts);
      },
      upload: (key, body) => storage.put(key, body),
    });
    return { manifest, setAside };
  } finally {
    await unlock();
  }
}
