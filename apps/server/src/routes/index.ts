import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './accounts';
import getConfig from './config/get-config';
import listMail from './dev/list-mail';
import createLogEntry from './logs/create-log-entry';

/** Routes grouped by who calls them; `/dev/*` only exists while simulators run, never in production. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(getConfig);
  await app.register(createLogEntry);
  await app.register(accountRoutes, { prefix: '/api/accounts' });
  if (app.config.simulators) {
    await app.register(listMail);
  }
};

export default routes;
