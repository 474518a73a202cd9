import { join } from 'node:path';

/** What lives in `DATA_DIR` (the server's, and the backup and restore commands' alike). */

/** The embedded PGlite database's directory, used without `DATABASE_URL`. */
export const embeddedDatabaseDir = (dataDir: string) => join(dataDir, 'pglite');

/** Uploaded images, maps and PDFs with `STORAGE=local`. */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/** The running server's backup socket (`npm run backup`), for the data directory's owner only. */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');
