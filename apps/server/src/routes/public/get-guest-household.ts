import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestHouseholdSchema, householdTokenParamsSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { guestHouseholdOf } from '../../households/guest-household';
import { assertGuestAccess } from '../../sites/guest-access';
import { errorResponses } from '../error-responses';
import { siteDepsOf } from '../../sites/site-deps';

/**
 * A guest's own household, by the token of its personal link (issue 21, item 2): read after the page has
 * loaded, so the shared page cache never holds it; nothing of other households, and no contact details.
 * It carries the by-invitation events the household is invited to (issue 34), which only it may see.
 */
const getGuestHousehold: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.get(
    '/:siteId/households/:token',
    {
      schema: {
        summary:
          'The household of a personal link: its name, members, language and the events of the programme it sees',
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
      return guestHouseholdOf(stored.site, household);
    },
  );
};

export default getGuestHousehold;
