import type { FastifyPluginAsync } from 'fastify';
import gelatoWebhook from './gelato-webhook';
import mobilePayWebhook from './mobilepay-webhook';
import stripeWebhook from './stripe-webhook';
import swishCallback from './swish-callback';

/**
 * The payment and print providers' calls under `/api`, without a session: each believes only a signature, a
 * shared secret or what it asks back from the provider.
 */
const webhookRoutes: FastifyPluginAsync = async (app) => {
  await app.register(stripeWebhook);
  await app.register(swishCallback);
  await app.register(mobilePayWebhook);
  if (app.config.brand === 'wedding') await app.register(gelatoWebhook);
};

export default webhookRoutes;
