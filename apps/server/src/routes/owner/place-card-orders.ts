import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderCreatedSchema,
  placeCardOrderCreationSchemaFor,
  placeCardShipmentMethodsRequestSchemaFor,
  seatingParamsSchema,
  shipmentMethodsResponseSchema,
  type SeatingPlan,
} from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { createPlaceCardOrder } from '../../orders/create-place-card-order';
import { printOrderDepsOf } from '../../print-partner/print-order-deps';
import { quoteShipmentMethods } from '../../print-partner/quote-shipment-methods';
import { errorResponses } from '../error-responses';

interface PlaceCardOrderRoutesOptions {
  loadPlan: (siteId: string, eventId: string | null) => Promise<SeatingPlan>;
}

/**
 * Printed place cards (issue 35 item 2): ordered and paid like the invitations in the wedding brand, where
 * the print partner works; the other brands download the PDF and print at home, so they are refused with
 * `PLACE_CARDS_NOT_OFFERED`. Owner only: registered under the owner folder's hook. The order is paid with
 * `/api/orders/{orderId}/payment/…`.
 */
const placeCardOrderRoutes: FastifyPluginAsyncZod<PlaceCardOrderRoutesOptions> = async (
  app,
  { loadPlan },
) => {
  const printOrderDeps = printOrderDepsOf(app);
  const market = app.config.market;
  const offered = () => {
    if (app.config.brand !== 'wedding')
      throw new AppError('PLACE_CARDS_NOT_OFFERED', { message: 'Place cards are printed at home here.' });
  };
  const common = { tags: ['seating', 'orders'], security: [{ session: [] }], params: seatingParamsSchema };

  app.post(
    '/:siteId/seating/place-card-orders/shipmentMethods',
    {
      schema: {
        ...common,
        summary: 'Shipment methods for printed place cards',
        description:
          'The carriers’ offers for the address, cheapest first, as for invitation cards. 403 ' +
          '`PLACE_CARDS_NOT_OFFERED` outside the wedding brand.',
        body: placeCardShipmentMethodsRequestSchemaFor(market),
        response: { 200: shipmentMethodsResponseSchema, ...errorResponses(400, 403, 404, 502) },
      },
    },
    async (request) => {
      offered();
      return {
        shipmentMethods: await quoteShipmentMethods(printOrderDeps, {
          shippingAddress: request.body.shippingAddress,
          quantity: 10,
          envelopes: 'none',
        }),
      };
    },
  );

  app.post(
    '/:siteId/seating/place-card-orders',
    {
      schema: {
        ...common,
        summary: 'Order printed place cards',
        description:
          'A print order of the seating plan’s place cards (folded A6 or flat 90 × 55 mm): one per seated ' +
          'guest, their names and tables fixed in the order now, the quantity the seated guests rounded up ' +
          'to tens (the rest printed blank). The server prices it: the market’s place card price × quantity ' +
          'plus the chosen method’s price as the carrier quotes it now; VAT is 20 % of the total. 404 ' +
          '`SEATING_PLAN_EMPTY` while nobody is seated, 409 `PLACE_CARDS_QUANTITY_CHANGED` when the plan ' +
          'changed since the checkout counted, 403 `PLACE_CARDS_NOT_OFFERED` outside the wedding brand. ' +
          'Answers the id; pay with `/api/orders/{orderId}/payment/…`.',
        body: placeCardOrderCreationSchemaFor(market),
        response: { 201: orderCreatedSchema, ...errorResponses(400, 403, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      offered();
      const { siteId } = request.params;
      const plan = await loadPlan(siteId, request.body.event);
      const order = await createPlaceCardOrder(printOrderDeps, siteId, plan, request.body);
      return reply.status(201).send({ _id: order.id });
    },
  );
};

export default placeCardOrderRoutes;
