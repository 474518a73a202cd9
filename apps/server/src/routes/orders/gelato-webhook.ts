import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { reportOrderPrinted, reportOrderShipped } from '../../print-partner/advance-print-order';
import {
  gelatoWebhookEventSchema,
  isGelatoWebhookSecret,
  printOrderUpdateOf,
} from '../../print-partner/gelato-webhook-event';
import { errorResponses } from '../error-responses';

const paramsSchema = z.object({ secret: textSchema.min(1).max(200) });

/**
 * Gelato's order webhook (`decisions.md` §6): printed and shipped reach the same status code as the
 * `/dev/prints` simulator's buttons, so an order changes, and the owner is mailed, once however often Gelato
 * retries. Registered only with `PRINT_PARTNER=gelato`.
 */
const gelatoWebhook: FastifyPluginAsyncZod = async (app) => {
  const { printPartner } = app.config;
  if (printPartner.provider !== 'gelato') return;

  app.post(
    '/prints/gelato/webhook/:secret',
    {
      schema: {
        summary: 'Gelato order webhook',
        description:
          'The URL registered in Gelato’s portal ends with `GELATO_WEBHOOK_SECRET`; any other is refused with 400. ' +
          '`order_status_updated` (printed; shipped, in_transit or delivered with a tracking code) and ' +
          '`order_item_tracking_code_updated` move the order whose `orderReferenceId` and Gelato id both match; ' +
          'other events and repeats change nothing and are answered 200.',
        tags: ['orders'],
        params: paramsSchema,
        body: gelatoWebhookEventSchema,
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 415) },
      },
    },
    async (request) => {
      if (!isGelatoWebhookSecret(printPartner.webhookSecret, request.params.secret)) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', { message: 'Gelato webhook secret mismatch.' });
      }
      const event = request.body;
      const orderId = event.orderReferenceId ?? '';
      const order = orderId ? await app.repositories.orders.find(orderId) : null;
      if (!order || order.partnerOrderId !== event.orderId) {
        app.log.warn(
          { gelatoOrderId: event.orderId, orderId },
          'Gelato webhook for an order we did not hand over',
        );
        return { received: true as const };
      }
      const update = printOrderUpdateOf(event);
      if (update.step === 'printed') await reportOrderPrinted(app, order.id);
      else if (update.step === 'shipped') {
        // Gelato may skip "printed"; shipping moves on from either.
        await reportOrderShipped(app, order.id, update.trackingNumber);
      }
      return { received: true as const };
    },
  );
};

export default gelatoWebhook;
