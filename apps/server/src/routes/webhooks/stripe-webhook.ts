import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { processCardWebhook } from '../../payments/card-payments';
import { errorResponses } from '../error-responses';
import { paymentDepsOf } from '../../payments/payment-deps';

/**
 * Stripe's webhook. Its signature is over the exact bytes sent, so this plugin keeps JSON bodies raw
 * (the parser applies to this plugin only).
 */
const stripeWebhook: FastifyPluginAsync = async (app) => {
  const paymentDeps = paymentDepsOf(app);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhook',
    {
      schema: {
        summary: 'Stripe webhook',
        description:
          'Signed by Stripe (`Stripe-Signature`); a bad signature is refused with 400. Each event is ' +
          'processed once; `payment_intent.succeeded` confirms its payment.',
        tags: ['payments'],
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 415) },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      await processCardWebhook(paymentDeps, body, typeof signature === 'string' ? signature : undefined);
      return { received: true as const };
    },
  );
};

export default stripeWebhook;
