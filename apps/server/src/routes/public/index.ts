import type { FastifyPluginAsync } from 'fastify';
import getEventCalendar from './get-event-calendar';
import getGuestHousehold from './get-guest-household';
import getPublicSite from './get-public-site';
import logInToSite from './log-in-to-site';

/** What guests call, under `/api/sites/public` (`decisions.md` §3): no account, only a site's guest password. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getPublicSite);
  await app.register(getEventCalendar);
  await app.register(logInToSite);
  await app.register(getGuestHousehold);
};

export default publicRoutes;
