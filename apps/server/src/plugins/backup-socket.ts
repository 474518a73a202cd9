import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import fp from 'fastify-plugin';
import { writeBackup } from '../backup/write-backup';
import { backupSocketPath, uploadsDir } from '../data-dir-paths';

/** Longest Unix socket path Linux takes (`sun_path` is 108 bytes with its terminating zero). */
const MAX_SOCKET_PATH_BYTES = 107;

/**
 * With the embedded database, `npm run backup` asks the running server for the backup: no second process
 * may open PGlite's directory, and only the server can take a consistent image of it while it serves. The
 * request comes over a Unix socket in `DATA_DIR` that only the data's owner can open (mode 0600), not over
 * HTTP, so no network path leads to the dump. Every connection receives one backup zip, then the end.
 */
export default fp(
  async function backupSocket(app) {
    const snapshot = app.snapshotDatabase;
    if (snapshot === null) return;
    const path = backupSocketPath(app.config.dataDir);
    if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
      app.log.warn({ path }, 'DATA_DIR is too long a path for the backup socket: stop the server to back up');
      return;
    }
    const uploads = app.config.storage.provider === 'local' ? uploadsDir(app.config.dataDir) : null;
    const server: Server = createServer((socket) => {
      socket.on('error', (error) => app.log.warn({ err: error }, 'backup socket connection failed'));
      void (async () => {
        try {
          const manifest = await writeBackup(await snapshot(), uploads, socket, app.now());
          app.log.info({ counts: manifest.counts, uploads: manifest.uploads }, 'backup written');
        } catch (error) {
          app.log.error({ err: error }, 'backup failed');
          socket.destroy();
        }
      })();
    });

    app.addHook('onReady', async () => {
      // A socket file left by a crash; the database's lock makes this process the directory's only server.
      await mkdir(app.config.dataDir, { recursive: true });
      await rm(path, { force: true });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(path, () => {
          server.off('error', reject);
          resolve();
        });
      });
      await chmod(path, 0o600);
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(path, { force: true });
    });
  },
  { name: 'backup-socket', dependencies: ['config', 'database'] },
);
