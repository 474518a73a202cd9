import type { FastifyPluginAsync } from 'fastify';
import mobilePayPaymentStatus from './mobilepay-payment-status';
import mobilePayWebhook from './mobilepay-webhook';
import orderPayments from './order-payments';
import sitePayments from './site-payments';
import stripeWebhook from './stripe-webhook';
import swishCallback from './swish-callback';
import swishPaymentStatus from './swish-payment-status';

/** Payments under `/api` (`000` §7): the owner's calls, and the providers' webhooks and callback. */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sitePayments);
  await app.register(orderPayments);
  await app.register(swishPaymentStatus);
  await app.register(mobilePayPaymentStatus);
  await app.register(stripeWebhook);
  await app.register(swishCallback);
  await app.register(mobilePayWebhook);
};

export default paymentRoutes;
