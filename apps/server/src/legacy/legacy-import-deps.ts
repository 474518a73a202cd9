import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { PublicRead } from '../plugins/public-read';
import type { Repositories } from '../plugins/repositories';

/** What importing legacy sites uses: the accounts', sites' and answers' tables, the brand, market and clock. */
export interface LegacyImportDeps {
  repositories: Pick<Repositories, 'accounts' | 'sites' | 'guestAnswers'>;
  publicRead: Pick<PublicRead, 'siteChanged'>;
  config: Pick<ServerConfig, 'brand' | 'market'>;
  now: () => Date;
}

/** The app's own dependencies, for the import command and the demo site. */
export function legacyImportDepsOf(app: FastifyInstance): LegacyImportDeps {
  return { repositories: app.repositories, publicRead: app.publicRead, config: app.config, now: app.now };
}
