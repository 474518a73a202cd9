import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './accounts';
import getConfig from './config/get-config';
import listMail from './dev/list-mail';
import guestRoutes from './guest';
import imageRoutes from './images';
import createLogEntry from './logs/create-log-entry';
import mapRoutes from './maps';
import publicRoutes from './public';
import rsvpRoutes from './rsvps';
import siteRoutes from './sites';
import siteImageRoutes from './site-images';

/** Routes grouped by who calls them; `/dev/*` only exists while simulators run, never in production. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(getConfig);
  await app.register(createLogEntry);
  await app.register(accountRoutes, { prefix: '/api/accounts' });
  await app.register(siteRoutes, { prefix: '/api/sites' });
  await app.register(publicRoutes, { prefix: '/api/sites/public' });
  await app.register(mapRoutes, { prefix: '/api/sites' });
  await app.register(imageRoutes, { prefix: '/api/images' });
  await app.register(guestRoutes, { prefix: '/api' });
  await app.register(rsvpRoutes, { prefix: '/api/rsvps' });
  await app.register(siteImageRoutes, { prefix: '/api/sites' });
  if (app.config.simulators) {
    await app.register(listMail);
  }
};

export default routes;
