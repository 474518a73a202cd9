import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { swishPaymentParamsSchema, swishPaymentSchema } from '@eventsite/core';
import { checkSwishPayment } from '../../../payments/swish-payments';
import { errorResponses } from '../../error-responses';
import { paymentDepsOf } from '../../../payments/payment-deps';

const swishPaymentStatus: FastifyPluginAsyncZod = async (app) => {
  const paymentDeps = paymentDepsOf(app);
  app.get(
    '/swishPayments/:swishId',
    {
      schema: {
        summary: 'The status of a Swish payment',
        description:
          'NOT_SET while the payer has not answered, then PAID, DECLINED, ERROR (with `errorMessage`) or ' +
          'CANCELLED (`000` §4). Asks Swish when its callback has not come. Only the paying site’s owner may ask (the owner folder’s hook).',
        tags: ['payments'],
        security: [{ session: [] }],
        params: swishPaymentParamsSchema,
        response: { 200: swishPaymentSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkSwishPayment(paymentDeps, request.params.swishId);
    },
  );
};

export default swishPaymentStatus;
