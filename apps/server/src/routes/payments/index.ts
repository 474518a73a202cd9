import type { FastifyPluginAsync } from 'fastify';
import mobilePayPaymentStatus from './mobilepay-payment-status';
import mobilePayWebhook from './mobilepay-webhook';
import orderPayments from './order-payments';
import stripeWebhook from './stripe-webhook';
import swishCallback from './swish-callback';
import swishPaymentStatus from './swish-payment-status';

/** Payments under `/api` (`000` §7): orders, payment status, and the providers' webhooks and callbacks; a site's own payments are in `routes/owner`. */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(orderPayments);
  await app.register(swishPaymentStatus);
  await app.register(mobilePayPaymentStatus);
  await app.register(stripeWebhook);
  await app.register(swishCallback);
  await app.register(mobilePayWebhook);
};

export default paymentRoutes;
