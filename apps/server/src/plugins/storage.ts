import { join } from 'node:path';
import fp from 'fastify-plugin';
import { LocalDirectoryStorage } from '../storage/local-directory-storage';
import type { Storage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images and rendered maps, keyed `<siteId>/<file>`, served at `/api/images/uploads/<key>`. */
    storage: Storage;
  }
}

/** The file storage (`decisions.md` §1, §6): a directory under `DATA_DIR/uploads`. */
export default fp(
  async function storage(app) {
    app.decorate('storage', new LocalDirectoryStorage(join(app.config.dataDir, 'uploads')));
  },
  { name: 'storage', dependencies: ['config'] },
);
