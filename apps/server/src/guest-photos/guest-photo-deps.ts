import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { PublicSiteDirectory } from '../public-read/public-site-directory';
import type { Repositories } from '../plugins/repositories';
import type { Storage } from '../storage/storage';

/** What guests' photos read and write: their table, the guest list, post keys, rate limits, the files. */
export interface GuestPhotoDeps {
  repositories: Pick<Repositories, 'guestPhotos' | 'households' | 'postKeys' | 'rateLimits'>;
  /** The sites as guests read them, parsed once per change. */
  guestSites: PublicSiteDirectory;
  storage: Storage;
  now: () => Date;
  market: ServerConfig['market'];
  limits: ServerConfig['guestPhotos'];
  siteRateLimit: ServerConfig['rateLimits']['guest-photo-site'];
}

/** The app's own dependencies, for the guest-photo routes. */
export function guestPhotoDepsOf(app: FastifyInstance): GuestPhotoDeps {
  return {
    repositories: app.repositories,
    guestSites: app.publicRead.sites,
    storage: app.storage,
    now: app.now,
    market: app.config.market,
    limits: app.config.guestPhotos,
    siteRateLimit: app.config.rateLimits['guest-photo-site'],
  };
}
