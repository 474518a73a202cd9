import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/open-database';
import type { MailService } from '../plugins/mail';
import type { Repositories } from '../plugins/repositories';

/** What the household list and the reminders use: their tables, the outbox, the market, the clock and the log. */
export interface HouseholdDeps {
  db: Database;
  repositories: Pick<Repositories, 'households' | 'householdReminders' | 'orders' | 'sites'>;
  mail: Pick<MailService, 'outbox' | 'deliverSoon'>;
  config: Pick<ServerConfig, 'market' | 'publicUrl'>;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** The app's own dependencies, for the routes and the housekeeping that work with households. */
export function householdDepsOf(app: FastifyInstance): HouseholdDeps {
  return {
    db: app.db,
    repositories: app.repositories,
    mail: app.mail,
    config: app.config,
    now: app.now,
    log: app.log,
  };
}
