import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { reportOrderPrinted, reportOrderShipped } from '../../print-partner/advance-print-order';
import {
  gelatoWebhookEventSchema,
  isGelatoWebhookSecret,
  isOrderProgressEvent,
} from '../../print-partner/gelato-webhook-event';
import { errorResponses } from '../error-responses';
import { printOrderDepsOf } from '../../print-partner/print-order-deps';

const paramsSchema = z.object({ secret: textSchema.min(1).max(200) });

/**
 * Gelato's order webhook (`decisions.md` §6). The body only names the order: what Gelato's API answers for it
 * decides, so anyone who learns the URL still cannot mark an order shipped. Printed and shipped reach the same
 * status code as the `/dev/prints` simulator's buttons, so an order changes, and the owner is mailed, once
 * however often Gelato retries. Registered only with `PRINT_PARTNER=gelato`.
 */
const gelatoWebhook: FastifyPluginAsyncZod = async (app) => {
  const printOrderDeps = printOrderDepsOf(app);
  const { printPartner } = app.config;
  if (printPartner.provider !== 'gelato') return;

  app.post(
    '/prints/gelato/webhook/:secret',
    {
      schema: {
        summary: 'Gelato order webhook',
        description:
          'The URL registered in Gelato’s portal ends with `GELATO_WEBHOOK_SECRET`; any other is refused with 400. ' +
          '`order_status_updated` and `order_item_tracking_code_updated` for the order whose `orderReferenceId` ' +
          'and Gelato id both match make us fetch that order from Gelato (`GET /v4/orders/{id}`) and apply its ' +
          "status (printed; shipped, in_transit or delivered with a tracking code), never the body's. Other " +
          'events and repeats change nothing and are answered 200; 503 when Gelato cannot be asked, so it retries.',
        tags: ['orders'],
        params: paramsSchema,
        body: gelatoWebhookEventSchema,
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 415, 503) },
      },
    },
    async (request) => {
      if (!isGelatoWebhookSecret(printPartner.webhookSecret, request.params.secret)) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', { message: 'Gelato webhook secret mismatch.' });
      }
      const event = request.body;
      if (!isOrderProgressEvent(event)) return { received: true as const };
      const orderId = event.orderReferenceId ?? '';
      const order = orderId ? await app.repositories.orders.find(orderId) : null;
      if (!order || order.partnerOrderId !== event.orderId) {
        app.log.warn(
          { gelatoOrderId: event.orderId, orderId },
          'Gelato webhook for an order we did not hand over',
        );
        return { received: true as const };
      }
      const update = await app.printing.partner.orderUpdate(order.partnerOrderId).catch((error: unknown) => {
        throw new AppError('SERVICE_UNAVAILABLE', { message: 'Gelato did not answer.', cause: error });
      });
      if (update.step === 'printed') await reportOrderPrinted(printOrderDeps, order.id);
      else if (update.step === 'shipped') {
        // Gelato may skip "printed"; shipping moves on from either.
        await reportOrderShipped(printOrderDeps, order.id, update.trackingNumber);
      }
      return { received: true as const };
    },
  );
};

export default gelatoWebhook;
