import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteIdParamsSchema, siteOrdersSchema } from '@eventsite/core';
import { toOrder } from '../../../orders/order-repository';
import { errorResponses } from '../../error-responses';

/** `GET /api/sites/{siteId}/orders` (`002` §7): a site's print orders, for its owner. */
const listSiteOrders: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/orders',
    {
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

export default listSiteOrders;
