import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import {
  renderPhonePaymentPage,
  type PhonePaymentAction,
  type PhonePaymentPage,
} from './render-phone-payment-page';

/** What the routes need of a simulated phone-payment provider. */
export interface PhonePaymentSimulator<Payment> {
  autoApprove: boolean;
  all(): Payment[];
  settle(id: string, outcome: PhonePaymentAction, loseNotification: boolean): Promise<boolean>;
}

/** What makes one simulator's routes (Swish, MobilePay) its own. */
export interface PhonePaymentSimulatorRoutes<Payment> {
  page: PhonePaymentPage<Payment>;
  /** The page's path, e.g. `/dev/swish`. */
  path: string;
  /** The list's name in the JSON and the path, e.g. `requests`. */
  listName: string;
  /** The name of the id in the settle path, e.g. `id`. */
  idParam: string;
  /** The body flag that settles without notifying the server, e.g. `loseCallback`. */
  loseFlag: string;
  /** What a payment is called in summaries and errors, e.g. "Swish request". */
  noun: string;
}

const OUTCOMES = ['approve', 'decline', 'fail', 'cancel'] as const satisfies PhonePaymentAction[];

/**
 * A phone-payment simulator's routes: the page people use, its forms (plain HTML posts), and the same as
 * JSON for tests. Settling with the lose flag leaves the payment for the client's poll to recover.
 */
export function phonePaymentSimulatorRoutes<Payment>(
  simulator: PhonePaymentSimulator<Payment>,
  routes: PhonePaymentSimulatorRoutes<Payment>,
): FastifyPluginAsyncZod {
  const { path, listName, idParam, loseFlag, noun } = routes;
  const settleParamsSchema = z.object({ [idParam]: textSchema.min(1).max(100), outcome: z.enum(OUTCOMES) });
  const settleBodySchema = z.object({ [loseFlag]: z.boolean().optional() }).optional();
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      path,
      { schema: { summary: `The ${routes.page.provider} simulator`, tags: ['dev'] } },
      async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            renderPhonePaymentPage(
              routes.page,
              simulator.all(),
              simulator.autoApprove,
              app.config.productName,
            ),
          ),
    );

    app.get(
      `${path}/${listName}.json`,
      { schema: { summary: `Simulated ${noun}s as JSON`, tags: ['dev'] } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { autoApprove: simulator.autoApprove, [listName]: simulator.all() };
      },
    );

    app.post(
      `${path}/${listName}/:${idParam}/:outcome`,
      {
        schema: {
          summary: `Approve, decline, fail or cancel a simulated ${noun}`,
          tags: ['dev'],
          params: settleParamsSchema,
        },
      },
      async (request, reply) => {
        const body = settleBodySchema.safeParse(request.body);
        const lose = body.success ? (body.data?.[loseFlag] ?? false) : false;
        // The params schema checked both; its id's key is only known at run time, so its type is loose.
        const { outcome } = request.params as { outcome: PhonePaymentAction };
        const id = String(request.params[idParam]);
        if (!(await simulator.settle(id, outcome, lose))) {
          throw new AppError('NOT_FOUND', { message: `No waiting ${noun} ${id}` });
        }
        if (request.headers['content-type']?.startsWith('application/json')) return { settled: true };
        return reply.redirect(path, 303);
      },
    );

    app.post(
      `${path}/auto-approve`,
      { schema: { summary: 'Turn auto-approve on or off', tags: ['dev'] } },
      async (request, reply) => {
        const value = (request.body as Record<string, unknown> | undefined)?.autoApprove;
        simulator.autoApprove = value === true || value === 'true';
        if (request.headers['content-type']?.startsWith('application/json'))
          return { autoApprove: simulator.autoApprove };
        return reply.redirect(path, 303);
      },
    );
  };
}
