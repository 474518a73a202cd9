import type { FastifyPluginAsync } from 'fastify';
import accountData from './account-data';
import createPrint from './create-print';
import createSiteRoute from './create-site';
import getCurrentAccount from './get-current-account';
import printOrders from './print-orders';
import sendFeedback from './send-feedback';

/**
 * Calls of a logged-in account that name no owned resource in their path: this folder's one hook answers
 * 403 without a session (`decisions.md` §2). A route naming a site in its body checks it with
 * `requireOwnedSite`.
 */
const accountRoutes: FastifyPluginAsync = async (app) => {
  app.decorate('routeCaller', 'account');
  app.addHook('onRequest', app.authenticate);
  await app.register(getCurrentAccount, { prefix: '/api/accounts' });
  await app.register(accountData, { prefix: '/api/accounts' });
  await app.register(createSiteRoute, { prefix: '/api/sites' });
  await app.register(sendFeedback, { prefix: '/api' });
  if (app.config.brand === 'wedding') {
    await app.register(createPrint, { prefix: '/api' });
    await app.register(printOrders, { prefix: '/api' });
  }
};

export default accountRoutes;
