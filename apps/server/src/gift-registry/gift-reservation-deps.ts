import type { FastifyInstance } from 'fastify';
import type { GiftReservationDeps } from './change-gift-reservation';

/** The app's own dependencies, for the routes that reserve gifts: the JSON route and the page without JavaScript. */
export function giftReservationDepsOf(app: FastifyInstance): GiftReservationDeps {
  return {
    guestSites: app.publicRead.sites,
    market: app.config.market,
    repositories: app.repositories,
    now: () => app.now(),
    publicRead: app.publicRead,
  };
}
