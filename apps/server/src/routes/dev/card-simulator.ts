import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import type { SimulatedCardProvider } from '../../payments/simulated-card-provider';

const confirmBodySchema = z.object({
  clientSecret: textSchema.min(1).max(500),
  cardNumber: textSchema.min(1).max(40),
});

/** What the simulated card form calls instead of Stripe's `confirmCardPayment` (`decisions.md` §6). */
export function cardSimulatorRoutes(simulator: SimulatedCardProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dev/card/confirm',
      {
        schema: {
          summary: 'Confirm a simulated card payment',
          description:
            'Stripe’s test cards: 4242… succeeds, 4000…0002 is declined, 4000…9995 lacks funds, 4000…3220 never confirms.',
          tags: ['dev'],
          body: confirmBodySchema,
          response: {
            200: z.union([
              z.object({ ok: z.literal(true) }),
              z.object({ ok: z.literal(false), message: textSchema }),
            ]),
          },
        },
      },
      async (request) => {
        const result = await simulator.confirm(request.body.clientSecret, request.body.cardNumber);
        if (!result)
          throw new AppError('PAYMENT_NOT_FOUND', {
            message: 'No simulated payment with that client secret',
          });
        return result;
      },
    );
  };
}
