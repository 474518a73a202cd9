import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { reportOrderPrinted, reportOrderShipped } from '../../print-partner/advance-print-order';
import { sendStoredFile } from '../../storage/send-stored-file';
import { renderPrintsPage } from './render-prints-page';
import { printOrderDepsOf } from '../../print-partner/print-order-deps';

const orderParamsSchema = z.object({ orderId: entityIdSchema });
const advanceParamsSchema = z.object({ orderId: entityIdSchema, step: z.enum(['printed', 'shipped']) });

/** A tracking number shaped like a parcel id: 'SIM' and 14 digits. */
function simulatedTrackingNumber(): string {
  return `SIM${Array.from({ length: 14 }, () => randomInt(10)).join('')}`;
}

/** The print partner simulator at `/dev/prints` (`decisions.md` §6), never in production. */
const printPartnerSimulator: FastifyPluginAsyncZod = async (app) => {
  const printOrderDeps = printOrderDepsOf(app);
  const visible = ['paid', 'in_production', 'printed', 'shipped'] as const;
  // The page's buttons are plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/dev/prints',
    { schema: { summary: 'The print partner simulator', tags: ['dev'] } },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          renderPrintsPage(
            await app.repositories.orders.listByStatus(visible),
            app.config.productName,
            app.config.market,
          ),
        ),
  );

  app.get(
    '/dev/prints/orders/:orderId/pdf',
    {
      schema: { summary: 'The PDF a paid order was printed from', tags: ['dev'], params: orderParamsSchema },
    },
    async (request, reply) => {
      const order = await app.repositories.orders.find(request.params.orderId);
      if (!order?.pdfKey)
        throw new AppError('ORDER_NOT_FOUND', { message: 'No printed PDF for this order.' });
      return sendStoredFile(request, reply, await app.storage.get(order.pdfKey), order.pdfKey);
    },
  );

  app.post(
    '/dev/prints/orders/:orderId/:step',
    {
      schema: {
        summary: 'Advance a simulated print order to printed or shipped',
        description:
          'Shipping sets a tracking number and mails the order’s address. 409 when the order is not at the step before.',
        tags: ['dev'],
        params: advanceParamsSchema,
      },
    },
    async (request, reply) => {
      const { orderId, step } = request.params;
      const changed =
        step === 'printed'
          ? await reportOrderPrinted(printOrderDeps, orderId)
          : await reportOrderShipped(printOrderDeps, orderId, simulatedTrackingNumber());
      if (!changed)
        throw new AppError('ORDER_STEP_UNAVAILABLE', {
          message: `Order ${orderId} cannot move to ${step} from where it is.`,
        });
      if (request.headers['content-type']?.startsWith('application/json'))
        return { status: changed.status, trackingNumber: changed.trackingNumber };
      return reply.redirect('/dev/prints', 303);
    },
  );
};

export default printPartnerSimulator;
