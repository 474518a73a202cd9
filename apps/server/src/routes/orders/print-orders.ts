import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderCreatedSchema,
  orderCreationSchemaFor,
  shipmentMethodsRequestSchemaFor,
  shipmentMethodsResponseSchema,
  siteIdParamsSchema,
  siteOrdersSchema,
} from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { createPrintOrder } from '../../orders/create-print-order';
import { toOrder } from '../../orders/order-repository';
import { quoteShipmentMethods } from '../../print-partner/quote-shipment-methods';
import { errorResponses } from '../error-responses';

/**
 * The order calls of `002` §7 that make an order: shipment methods, creation, and a site's orders. The
 * address rules are the market's (`decisions.md` §8). Reading and paying an order: `routes/payments`.
 */
const printOrders: FastifyPluginAsyncZod = async (app) => {
  const market = app.config.market;

  /** The caller owns the print's site. */
  const requirePrintOfOwner = async (accountId: string, printId: string) => {
    const print = await app.repositories.prints.find(printId);
    if (!print) throw new AppError('PRINT_NOT_FOUND');
    if (!(await app.repositories.sites.isOwnedBy(print.siteId, accountId))) {
      throw new AppError('NOT_SITE_OWNER', { message: 'The logged-in account does not own this print.' });
    }
  };

  app.post(
    '/orders/shipmentMethods',
    {
      onRequest: app.authenticate,
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
      await requirePrintOfOwner(request.requireAccount().id, request.body.print);
      const { shippingAddress, quantity, envelopes } = request.body;
      return { shipmentMethods: await quoteShipmentMethods(app, { shippingAddress, quantity, envelopes }) };
    },
  );

  app.post(
    '/orders',
    {
      onRequest: app.authenticate,
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
      if (!(await app.repositories.sites.isOwnedBy(request.body.site, request.requireAccount().id))) {
        throw new AppError('NOT_SITE_OWNER', { message: 'The logged-in account does not own this site.' });
      }
      const order = await createPrintOrder(app, request.body);
      return reply.status(201).send({ _id: order.id });
    },
  );

  app.get(
    '/sites/:siteId/orders',
    {
      onRequest: app.requireSiteOwner('siteId'),
      schema: {
        summary: 'The print orders of a site',
        description:
          'Newest first, with their status (awaiting_payment, paid, in_production, printed, shipped) and tracking number.',
        tags: ['orders'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        response: { 200: siteOrdersSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => (await app.repositories.orders.listOfSite(request.params.siteId)).map(toOrder),
  );
};

export default printOrders;
