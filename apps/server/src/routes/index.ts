import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account';
import listMail from './dev/list-mail';
import guestRoutes from './guest';
import ownerRoutes from './owner';
import publicRoutes from './public';
import signInRoutes from './sign-in';
import systemRoutes from './system';
import webhookRoutes from './webhooks';
import { cardSimulatorRoutes } from './dev/card-simulator';
import { mobilePaySimulatorRoutes } from './dev/mobilepay-simulator';
import { swishSimulatorRoutes } from './dev/swish-simulator';
import printPartnerSimulator from './dev/print-partner-simulator';

/**
 * Routes grouped by who calls them, each folder's auth put on the folder: `system` (the platform), `public`
 * (anyone), `guest` (a site's guests), `sign-in` (before a session), `account` (any session), `owner` (the
 * site's owner), `webhooks` (providers). `/dev/*` only exists while simulators run, never in production.
 */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
  await app.register(signInRoutes, { prefix: '/api/accounts' });
  await app.register(accountRoutes);
  await app.register(ownerRoutes);
  await app.register(publicRoutes);
  await app.register(guestRoutes, { prefix: '/api' });
  await app.register(webhookRoutes, { prefix: '/api' });
  if (app.config.simulators) {
    await app.register(listMail);
  }
  // The simulated print partner, never in production (`000` §1: wedding only).
  if (
    app.config.brand === 'wedding' &&
    !app.config.production &&
    app.config.printPartner.provider === 'simulated'
  )
    await app.register(printPartnerSimulator);
  // The payment simulators' pages, never in production (`decisions.md` §6).
  if (!app.config.production && app.payments.simulatedSwish) {
    await app.register(swishSimulatorRoutes(app.payments.simulatedSwish));
  }
  if (!app.config.production && app.payments.simulatedMobilePay) {
    await app.register(mobilePaySimulatorRoutes(app.payments.simulatedMobilePay));
  }
  if (!app.config.production && app.payments.simulatedCard) {
    await app.register(cardSimulatorRoutes(app.payments.simulatedCard));
  }
};

export default routes;
