import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/open-database';
import type { MailService } from '../plugins/mail';
import type { Repositories } from '../plugins/repositories';
import type { Storage } from '../storage/storage';

/** What the export, the account's erase and the retention use (issue 33). */
export interface PersonalDataDeps {
  db: Database;
  repositories: Repositories;
  storage: Storage;
  mail: Pick<MailService, 'outbox' | 'deliverSoon'>;
  config: Pick<ServerConfig, 'productName' | 'publicUrl' | 'personalData' | 'dataDir' | 'market'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The app's own dependencies, for the account routes and the housekeeping. */
export function personalDataDepsOf(app: FastifyInstance): PersonalDataDeps {
  return {
    db: app.db,
    repositories: app.repositories,
    storage: app.storage,
    mail: app.mail,
    config: app.config,
    now: app.now,
    log: app.log,
  };
}
