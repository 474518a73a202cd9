import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './accounts';
import getConfig from './config/get-config';
import healthRoutes from './health';
import grantIncludedRegistrations from './dev/grant-included-registrations';
import listMail from './dev/list-mail';
import guestRoutes from './guest';
import imageRoutes from './images';
import createLogEntry from './logs/create-log-entry';
import mapRoutes from './maps';
import ownerRoutes from './owner';
import publicRoutes from './public';
import siteRoutes from './sites';
import { cardSimulatorRoutes } from './dev/card-simulator';
import { mobilePaySimulatorRoutes } from './dev/mobilepay-simulator';
import { swishSimulatorRoutes } from './dev/swish-simulator';
import sendFeedbackRoute from './feedback/send-feedback';
import paymentRoutes from './payments';
import gelatoWebhook from './orders/gelato-webhook';
import printOrders from './orders/print-orders';
import printRoutes from './prints';
import printView from './print-view/print-view';
import printPartnerSimulator from './dev/print-partner-simulator';
import tlsAllowed from './tls/tls-allowed';

/** Routes grouped by who calls them; `/dev/*` only exists while simulators run, never in production. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(getConfig);
  await app.register(createLogEntry);
  await app.register(accountRoutes, { prefix: '/api/accounts' });
  await app.register(siteRoutes, { prefix: '/api/sites' });
  await app.register(ownerRoutes);
  await app.register(publicRoutes, { prefix: '/api/sites/public' });
  await app.register(mapRoutes, { prefix: '/api/sites' });
  await app.register(imageRoutes, { prefix: '/api' });
  await app.register(guestRoutes, { prefix: '/api' });
  if (app.config.simulators) {
    await app.register(listMail);
  }
  await app.register(paymentRoutes, { prefix: '/api' });
  // Printed invitations are the wedding brand's alone (`000` §1).
  if (app.config.brand === 'wedding') {
    await app.register(printRoutes, { prefix: '/api' });
    await app.register(printOrders, { prefix: '/api' });
    await app.register(gelatoWebhook, { prefix: '/api' });
    await app.register(printView);
    if (!app.config.production && app.config.printPartner.provider === 'simulated')
      await app.register(printPartnerSimulator);
  }
  await app.register(sendFeedbackRoute, { prefix: '/api' });
  await app.register(tlsAllowed, { prefix: '/api' });
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
  if (!app.config.production) await app.register(grantIncludedRegistrations);
};

export default routes;
