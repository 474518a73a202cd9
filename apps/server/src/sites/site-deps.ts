import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { PublicRead } from '../plugins/public-read';
import type { Repositories } from '../plugins/repositories';

/**
 * What creating, saving and opening sites uses: the sites' tables, the sites guests read and their visits,
 * the addresses and cookies the configuration sets, and the clock.
 */
export interface SiteDeps {
  repositories: Pick<Repositories, 'sites' | 'siteVersions' | 'siteGuestSessions' | 'accounts'>;
  publicRead: Pick<PublicRead, 'sites' | 'visits' | 'siteChanged'>;
  config: Pick<
    ServerConfig,
    'brand' | 'domain' | 'localDevelopment' | 'market' | 'publicUrl' | 'secureCookies'
  >;
  now: () => Date;
}

/** The app's own dependencies, for the routes and plugins that work with sites. */
export function siteDepsOf(app: FastifyInstance): SiteDeps {
  return {
    repositories: app.repositories,
    publicRead: app.publicRead,
    config: app.config,
    now: app.now,
  };
}
