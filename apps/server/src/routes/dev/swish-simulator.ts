import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import {
  SIMULATED_SWISH_OUTCOMES,
  type SimulatedSwishProvider,
} from '../../payments/simulated-swish-provider';
import { renderPhonePaymentPage } from './render-phone-payment-page';
import { SWISH_SIMULATOR_PAGE } from './swish-simulator-page';

const OUTCOMES = Object.keys(SIMULATED_SWISH_OUTCOMES) as (keyof typeof SIMULATED_SWISH_OUTCOMES)[];

const settleParamsSchema = z.object({ id: textSchema.min(1).max(100), outcome: z.enum(OUTCOMES) });
const settleBodySchema = z.object({ loseCallback: z.boolean().optional() }).optional();

/**
 * `/dev/swish` (`decisions.md` §6): the page people use, its forms (plain HTML posts), and the same as
 * JSON for tests. Settling with `loseCallback` leaves the payment for the client's poll to recover.
 */
export function swishSimulatorRoutes(simulator: SimulatedSwishProvider): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      '/dev/swish',
      { schema: { summary: 'The Swish simulator', tags: ['dev'] } },
      async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            renderPhonePaymentPage(
              SWISH_SIMULATOR_PAGE,
              simulator.all(),
              simulator.autoApprove,
              app.config.productName,
            ),
          ),
    );

    app.get(
      '/dev/swish/requests.json',
      { schema: { summary: 'Simulated Swish requests as JSON', tags: ['dev'] } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { autoApprove: simulator.autoApprove, requests: simulator.all() };
      },
    );

    app.post(
      '/dev/swish/requests/:id/:outcome',
      {
        schema: {
          summary: 'Approve, decline, fail or cancel a simulated Swish request',
          tags: ['dev'],
          params: settleParamsSchema,
        },
      },
      async (request, reply) => {
        const body = settleBodySchema.safeParse(request.body);
        const loseCallback = body.success ? (body.data?.loseCallback ?? false) : false;
        const settled = await simulator.settle(request.params.id, request.params.outcome, loseCallback);
        if (!settled)
          throw new AppError('NOT_FOUND', { message: `No waiting Swish request ${request.params.id}` });
        if (request.headers['content-type']?.startsWith('application/json')) return { settled: true };
        return reply.redirect('/dev/swish', 303);
      },
    );

    app.post(
      '/dev/swish/auto-approve',
      { schema: { summary: 'Turn auto-approve on or off', tags: ['dev'] } },
      async (request, reply) => {
        const value = (request.body as Record<string, unknown> | undefined)?.autoApprove;
        simulator.autoApprove = value === true || value === 'true';
        if (request.headers['content-type']?.startsWith('application/json'))
          return { autoApprove: simulator.autoApprove };
        return reply.redirect('/dev/swish', 303);
      },
    );
  };
}
