import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mobilePayPaymentParamsSchema, mobilePayPaymentSchema } from '@eventsite/core';
import { checkMobilePayPayment } from '../../../payments/mobilepay-payments';
import { errorResponses } from '../../error-responses';
import { paymentDepsOf } from '../../../payments/payment-deps';

const mobilePayPaymentStatus: FastifyPluginAsyncZod = async (app) => {
  const paymentDeps = paymentDepsOf(app);
  app.get(
    '/mobilePayPayments/:mobilePayId',
    {
      schema: {
        summary: 'The status of a MobilePay payment',
        description:
          'In the Swish flow’s states (`decisions.md` §8): NOT_SET while the payer has not answered, PAID once ' +
          'approved and captured, DECLINED, ERROR (with `errorMessage`) or CANCELLED. Asks MobilePay when its ' +
          'webhook has not come. Only the paying site’s owner may ask (the owner folder’s hook).',
        tags: ['payments'],
        security: [{ session: [] }],
        params: mobilePayPaymentParamsSchema,
        response: { 200: mobilePayPaymentSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkMobilePayPayment(paymentDeps, request.params.mobilePayId);
    },
  );
};

export default mobilePayPaymentStatus;
