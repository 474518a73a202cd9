import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestHouseholdSchema, householdTokenParamsSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { guestHouseholdOf } from '../../households/guest-household';
import { guestSeatsOf } from '../../seating/guest-seats';
import { seatingDepsOf } from '../../seating/seating-deps';
import { assertGuestAccess } from '../../sites/guest-access';
import { errorResponses } from '../error-responses';
import { siteDepsOf } from '../../sites/site-deps';

/**
 * A guest's own household, by the token of its personal link (issue 21, item 2): read after the page has
 * loaded, so the shared page cache never holds it; nothing of other households, and no contact details.
 * It carries the by-invitation events the household is invited to (issue 34), which only it may see, and
 * once the owner's seating plan is shown to guests its own members' tables (issue 35 item 4).
 */
const getGuestHousehold: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  const seatingDeps = seatingDepsOf(app);
  app.get(
    '/:siteId/households/:token',
    {
      schema: {
        summary:
          'The household of a personal link: its name, members, language and the events of the programme it sees',
        description:
          '`seats` (each member’s table) once the seating plan is shown to guests: from the owner’s chosen day, ' +
          'else the seated event’s day, on the market’s clock; absent before. Of several plans, the whole ' +
          'day’s, else the first shown of the programme’s events in time order.',
        tags: ['guests'],
        params: householdTokenParamsSchema,
        response: { 200: guestHouseholdSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { siteId, token } = request.params;
      await assertGuestAccess(siteDeps, request, siteId);
      const [stored, household] = await Promise.all([
        app.publicRead.sites.find({ id: siteId }),
        app.repositories.households.findByToken(siteId, token),
      ]);
      if (!stored || !household) throw new AppError('HOUSEHOLD_LINK_UNKNOWN');
      void reply.header('cache-control', 'private, no-store');
      const seats = await guestSeatsOf(seatingDeps, siteId, stored.site, household.id);
      return { ...guestHouseholdOf(stored.site, household), ...(seats ? { seats } : {}) };
    },
  );
};

export default getGuestHousehold;
