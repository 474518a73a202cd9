import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  giftItemParamsSchema,
  giftReservationConflictSchema,
  giftReservationRequestSchema,
  giftReservationsResponseSchema,
} from '@eventsite/core';
import { cancelGiftReservation, reserveGift } from '../../gift-registry/change-gift-reservation';
import { giftReservationDepsOf } from '../../gift-registry/gift-reservation-deps';
import { assertGuestAccess } from '../../sites/guest-access';
import { errorResponses } from '../error-responses';
import { siteDepsOf } from '../../sites/site-deps';

const PATHS = ['/gift-registry/:siteId/:moduleId/:itemId/v2', '/gift-registry/:siteId/:moduleId/:itemId'];

/** Reserving and cancelling gift pieces with a guest's own password (`001` §5, §7); older clients omit `/v2`. */
const giftReservations: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  const deps = giftReservationDepsOf(app);
  const schema = (summary: string, description: string) => ({
    summary,
    description,
    tags: ['guests'],
    params: giftItemParamsSchema,
    body: giftReservationRequestSchema,
    response: {
      200: giftReservationsResponseSchema,
      ...errorResponses(400, 401, 403, 404, 413, 415, 429),
      409: giftReservationConflictSchema,
    },
  });
  for (const path of PATHS) {
    app.put(
      path,
      {
        onRequest: app.rateLimit('reservation'),
        schema: schema(
          'Reserve pieces of a gift item, or shares of a group gift',
          'The guest’s `password` cancels the reservation later. `from` (a name) and `householdToken` (a ' +
            'personal link; one no longer valid is ignored) tell the hosts’ thank-you list who reserved.',
        ),
      },
      async (request) => {
        await assertGuestAccess(siteDeps, request, request.params.siteId);
        return { giftRegistryReservations: await reserveGift(deps, request.params, request.body) };
      },
    );
    app.delete(
      path,
      {
        onRequest: app.rateLimit('reservation'),
        schema: schema(
          'Cancel pieces reserved with this password',
          'Taken off the reservations made with the password, oldest first; `from` and `householdToken` are ignored.',
        ),
      },
      async (request) => {
        await assertGuestAccess(siteDeps, request, request.params.siteId);
        return { giftRegistryReservations: await cancelGiftReservation(deps, request.params, request.body) };
      },
    );
  }
};

export default giftReservations;
