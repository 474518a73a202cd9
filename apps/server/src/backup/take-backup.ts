import { createWriteStream } from 'node:fs';
import { access, rename, rm, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type { ServerConfig } from '../config';
import { backupSocketPath, embeddedDatabaseDir, uploadsDir } from '../data-dir-paths';
import { lockDataDir, lockPathOf } from '../db/data-dir-lock';
import { snapshotPglite } from '../db/snapshot-pglite';
import type { BackupManifest } from './backup-manifest';
import { BackupError } from './backup-error';
import { readBackup } from './read-backup';
import { writeBackup } from './write-backup';

type BackupConfig = Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'storage'>;

/** The running server's backup over its socket; false when no server listens there. */
async function receiveFromServer(socketPath: string, file: string): Promise<boolean> {
  const socket = connect(socketPath);
  const connected = await new Promise<boolean>((resolve, reject) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
  });
  if (!connected) return false;
  await pipeline(socket, createWriteStream(file)).catch((error: Error) => {
    throw new BackupError(`The server broke the backup off (${error.message}); see its log.`);
  });
  return true;
}

/** With the server stopped: opens the database directory itself (taking its lock, so no server starts meanwhile). */
async function writeFromStoppedDatabase(config: BackupConfig, file: string): Promise<void> {
  const databaseDir = embeddedDatabaseDir(config.dataDir);
  if (
    !(await access(join(databaseDir, 'PG_VERSION')).then(
      () => true,
      () => false,
    ))
  )
    throw new BackupError(`There is no embedded database in ${databaseDir} (DATA_DIR).`);
  const unlock = await lockDataDir(lockPathOf(databaseDir)).catch((error: Error) => {
    throw new BackupError(
      `${error.message}\nThe server holds the database but does not answer on ${backupSocketPath(config.dataDir)}; ` +
        'see its log, or stop it and run the backup again.',
    );
  });
  try {
    const client = await PGlite.create({ dataDir: databaseDir });
    try {
      const uploads = config.storage.provider === 'local' ? uploadsDir(config.dataDir) : null;
      await writeBackup(await snapshotPglite(client), uploads, createWriteStream(file), new Date());
    } finally {
      await client.close();
    }
  } finally {
    await unlock();
  }
}

/**
 * `npm run backup -- <file>`: the embedded database and `DATA_DIR/uploads` in one zip. A running server
 * writes it (over its backup socket), otherwise the database is opened here. The zip is written aside,
 * read back and checked, and only then given its name.
 */
export async function takeBackup(config: BackupConfig, file: string): Promise<BackupManifest> {
  if (config.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: this command backs up the embedded database only. Back up PostgreSQL with ' +
        'pg_dump and the S3 bucket with versioning, as deploy/backup-and-restore.md describes.',
    );
  if (
    await stat(file).then(
      () => true,
      () => false,
    )
  )
    throw new BackupError(`${file} exists already; name a new file, a backup never overwrites one.`);
  const partial = `${file}.partial`;
  try {
    if (!(await receiveFromServer(backupSocketPath(config.dataDir), partial)))
      await writeFromStoppedDatabase(config, partial);
    const noop = () => undefined;
    const manifest = await readBackup(partial, { manifest: noop, database: noop, upload: noop }).catch(
      (error: Error) => {
        throw new BackupError(`The backup came out incomplete (${error.message}); see the server's log.`);
      },
    );
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(partial, { force: true });
  }
}
