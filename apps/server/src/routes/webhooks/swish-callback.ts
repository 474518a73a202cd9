import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@eventsite/core';
import { processSwishCallback } from '../../payments/swish-payments';
import { errorResponses } from '../error-responses';
import { paymentDepsOf } from '../../payments/payment-deps';

/** Swish posts the payment request as it now is; only its id is read (the state is asked back from Swish). */
const callbackBodySchema = z.looseObject({ id: textSchema.min(1).max(100) });

/** Swish posts a refund as it now is. */
const refundCallbackBodySchema = z.looseObject({
  id: textSchema.min(1).max(100),
  status: textSchema.max(40).optional(),
  errorMessage: textSchema.max(500).nullish(),
});

const swishCallback: FastifyPluginAsyncZod = async (app) => {
  const paymentDeps = paymentDepsOf(app);
  app.post(
    '/swish/callback',
    {
      schema: {
        summary: 'Swish callback',
        description:
          'Swish reports a settled payment request here. The body is not trusted: the request is read back ' +
          'from Swish by its id, so a forged callback changes nothing; a repeated one changes nothing more.',
        tags: ['payments'],
        body: callbackBodySchema,
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 415) },
      },
    },
    async (request) => {
      await processSwishCallback(paymentDeps, request.body.id);
      return { received: true as const };
    },
  );

  app.post(
    '/swish/refund-callback',
    {
      schema: {
        summary: 'Swish refund callback',
        description:
          'Swish reports a refund here. Nothing is changed by it (the refund was recorded when Swish took ' +
          'it); a refund Swish reports as ERROR is logged as an error for a person to look at.',
        tags: ['payments'],
        body: refundCallbackBodySchema,
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 415) },
      },
    },
    async (request) => {
      const { id, status, errorMessage } = request.body;
      // Swish's refund states: CREATED, DEBITED, PAID, or ERROR when it could not be paid out.
      if (status === 'ERROR') {
        app.log.error({ refundId: id, errorMessage }, 'Swish refund not paid out; refund by hand');
      } else app.log.info({ refundId: id, status }, 'Swish refund reported');
      return { received: true as const };
    },
  );
};

export default swishCallback;
