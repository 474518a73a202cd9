import fp from 'fastify-plugin';
import { uploadsDir } from '../data-dir-paths';
import { LocalDirectoryStorage } from '../storage/local-directory-storage';
import { S3Storage } from '../storage/s3-storage';
import type { Storage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images and rendered maps, keyed `<siteId>/<file>`, served at `/api/images/uploads/<key>`. */
    storage: Storage;
  }
}

/** The file storage (`decisions.md` §1, §6): a directory under `DATA_DIR/uploads`, or an S3-compatible bucket. */
export default fp(
  async function storage(app) {
    const settings = app.config.storage;
    if (settings.provider === 's3') {
      const bucket = new S3Storage(settings);
      app.decorate('storage', bucket);
      app.addHook('onClose', async () => bucket.destroy());
      return;
    }
    app.decorate('storage', new LocalDirectoryStorage(uploadsDir(app.config.dataDir)));
  },
  { name: 'storage', dependencies: ['config'] },
);
