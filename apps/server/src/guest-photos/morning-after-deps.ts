import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/open-database';
import type { MailService } from '../plugins/mail';
import type { Repositories } from '../plugins/repositories';

/** What the morning-after mail uses: the sites, the guest list, its own claims, the outbox and the log. */
export interface MorningAfterDeps {
  db: Database;
  repositories: Pick<Repositories, 'guestPhotos' | 'households' | 'sites'>;
  mail: Pick<MailService, 'outbox' | 'deliverSoon'>;
  market: ServerConfig['market'];
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The app's own dependencies, for the housekeeping. */
export function morningAfterDepsOf(app: FastifyInstance): MorningAfterDeps {
  return {
    db: app.db,
    repositories: app.repositories,
    mail: app.mail,
    market: app.config.market,
    publicUrl: app.config.publicUrl,
    log: app.log,
  };
}
