import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Repositories } from '../plugins/repositories';
import type { Storage } from '../storage/storage';

/** What purging old quick-start uploads uses: the sites it reads, the file storage, the age limit and the log. */
export interface UploadPurgeDeps {
  repositories: Pick<Repositories, 'sites'>;
  storage: Storage;
  config: Pick<ServerConfig, 'quickStartUploadMaxAgeDays'>;
  log: FastifyBaseLogger;
}

/** The app's own dependencies, for housekeeping. */
export function uploadPurgeDepsOf(app: FastifyInstance): UploadPurgeDeps {
  return { repositories: app.repositories, storage: app.storage, config: app.config, log: app.log };
}
