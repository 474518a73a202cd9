import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderCreatedSchema,
  orderCreationSchemaFor,
  shipmentMethodsRequestSchemaFor,
  shipmentMethodsResponseSchema,
} from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { createPrintOrder } from '../../orders/create-print-order';
import { quoteShipmentMethods } from '../../print-partner/quote-shipment-methods';
import { errorResponses } from '../error-responses';
import { requireOwnedSite } from './require-owned-site';
import { printOrderDepsOf } from '../../print-partner/print-order-deps';

/**
 * The order calls of `002` §7 that make an order: shipment methods and creation, each checking that the
 * caller owns the print or site its body names. The address rules are the market's (`decisions.md` §8).
 * A site's orders, reading and paying one: `routes/owner/orders`.
 */
const printOrders: FastifyPluginAsyncZod = async (app) => {
  const printOrderDeps = printOrderDepsOf(app);
  const market = app.config.market;

  app.post(
    '/orders/shipmentMethods',
    {
      schema: {
        summary: 'Shipment methods for a print order',
        description:
          'The carriers’ offers for the address, cheapest first; the checkout picks the first and asks for its estimate with 10 cards and standard envelopes (`002` §9). Prices in öre. An unknown carrier or delivery type is passed on raw (`002` §8).',
        tags: ['orders'],
        security: [{ session: [] }],
        body: shipmentMethodsRequestSchemaFor(market),
        response: { 200: shipmentMethodsResponseSchema, ...errorResponses(400, 403, 404, 415, 502) },
      },
    },
    async (request) => {
      const print = await app.repositories.prints.find(request.body.print);
      if (!print) throw new AppError('PRINT_NOT_FOUND');
      await requireOwnedSite(app, request, print.siteId, 'print');
      const { shippingAddress, quantity, envelopes } = request.body;
      return {
        shipmentMethods: await quoteShipmentMethods(printOrderDeps, { shippingAddress, quantity, envelopes }),
      };
    },
  );

  app.post(
    '/orders',
    {
      schema: {
        summary: 'Create a print order',
        description:
          'The order creation payload of `002` §3. The server prices it: (card + envelope + rounded corners from the print’s trim) × quantity plus the chosen method’s price as the carrier quotes it now (`002` §9); VAT is 20 % of the total. Totals sent by a client are ignored. Answers the id; pay with `/api/orders/{orderId}/payment/…`.',
        tags: ['orders'],
        security: [{ session: [] }],
        body: orderCreationSchemaFor(market),
        response: { 201: orderCreatedSchema, ...errorResponses(400, 403, 404, 409, 415, 502) },
      },
    },
    async (request, reply) => {
      await requireOwnedSite(app, request, request.body.site);
      const order = await createPrintOrder(printOrderDeps, request.body);
      return reply.status(201).send({ _id: order.id });
    },
  );
};

export default printOrders;
