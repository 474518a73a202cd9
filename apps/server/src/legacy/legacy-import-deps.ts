import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/open-database';
import type { PublicRead } from '../plugins/public-read';
import type { Repositories } from '../plugins/repositories';

/** What importing legacy sites uses: the accounts', sites' (with their facts') and answers' tables, the brand, market and clock. */
export interface LegacyImportDeps {
  db: Database;
  repositories: Pick<
    Repositories,
    'accounts' | 'sites' | 'guestAnswers' | 'giftReservations' | 'siteHosts' | 'sitePublications'
  >;
  publicRead: Pick<PublicRead, 'siteChanged'>;
  config: Pick<ServerConfig, 'brand' | 'market'>;
  now: () => Date;
}

/** The app's own dependencies, for the import command and the demo site. */
export function legacyImportDepsOf(app: FastifyInstance): LegacyImportDeps {
  return {
    db: app.db,
    repositories: app.repositories,
    publicRead: app.publicRead,
    config: app.config,
    now: app.now,
  };
}
