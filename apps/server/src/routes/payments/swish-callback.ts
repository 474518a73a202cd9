import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { processSwishCallback } from '../../payments/swish-payments';
import { errorResponses } from '../error-responses';

/** Swish posts the payment request as it now is; only its id is read (the state is asked back from Swish). */
const callbackBodySchema = z.looseObject({ id: z.string().min(1).max(100) });

const swishCallback: FastifyPluginAsyncZod = async (app) => {
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
      await processSwishCallback(app, request.body.id);
      return { received: true as const };
    },
  );
};

export default swishCallback;
