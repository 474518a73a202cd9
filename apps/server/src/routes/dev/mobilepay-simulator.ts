import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import {
  SIMULATED_MOBILEPAY_OUTCOMES,
  type SimulatedMobilePayProvider,
} from '../../payments/simulated-mobilepay-provider';
import { MOBILEPAY_SIMULATOR_PAGE } from './mobilepay-simulator-page';
import { renderPhonePaymentPage } from './render-phone-payment-page';

const OUTCOMES = Object.keys(SIMULATED_MOBILEPAY_OUTCOMES) as (keyof typeof SIMULATED_MOBILEPAY_OUTCOMES)[];

const settleParamsSchema = z.object({ reference: textSchema.min(1).max(100), outcome: z.enum(OUTCOMES) });
const settleBodySchema = z.object({ loseWebhook: z.boolean().optional() }).optional();

/**
 * `/dev/mobilepay` (`decisions.md` §8): the page people use, its forms (plain HTML posts), and the same as
 * JSON for tests. Settling with `loseWebhook` leaves the payment for the client's poll to recover.
 */
export function mobilePaySimulatorRoutes(simulator: SimulatedMobilePayProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      '/dev/mobilepay',
      { schema: { summary: 'The MobilePay simulator', tags: ['dev'] } },
      async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            renderPhonePaymentPage(
              MOBILEPAY_SIMULATOR_PAGE,
              simulator.all(),
              simulator.autoApprove,
              app.config.productName,
            ),
          ),
    );

    app.get(
      '/dev/mobilepay/payments.json',
      { schema: { summary: 'Simulated MobilePay payments as JSON', tags: ['dev'] } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { autoApprove: simulator.autoApprove, payments: simulator.all() };
      },
    );

    app.post(
      '/dev/mobilepay/payments/:reference/:outcome',
      {
        schema: {
          summary: 'Approve, decline, fail or cancel a simulated MobilePay payment',
          tags: ['dev'],
          params: settleParamsSchema,
        },
      },
      async (request, reply) => {
        const body = settleBodySchema.safeParse(request.body);
        const loseWebhook = body.success ? (body.data?.loseWebhook ?? false) : false;
        const { reference, outcome } = request.params;
        if (!(await simulator.settle(reference, outcome, loseWebhook))) {
          throw new AppError('NOT_FOUND', { message: `No waiting MobilePay payment ${reference}` });
        }
        if (request.headers['content-type']?.startsWith('application/json')) return { settled: true };
        return reply.redirect('/dev/mobilepay', 303);
      },
    );

    app.post(
      '/dev/mobilepay/auto-approve',
      { schema: { summary: 'Turn auto-approve on or off', tags: ['dev'] } },
      async (request, reply) => {
        const value = (request.body as Record<string, unknown> | undefined)?.autoApprove;
        simulator.autoApprove = value === true || value === 'true';
        if (request.headers['content-type']?.startsWith('application/json'))
          return { autoApprove: simulator.autoApprove };
        return reply.redirect('/dev/mobilepay', 303);
      },
    );
  };
}
