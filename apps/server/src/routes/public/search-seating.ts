import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seatingSearchQuerySchema, seatingSearchResponseSchema, siteIdParamsSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { searchShownPlan } from '../../seating/guest-seats';
import { seatingDepsOf } from '../../seating/seating-deps';
import { assertGuestAccess } from '../../sites/guest-access';
import { siteDepsOf } from '../../sites/site-deps';
import { errorResponses } from '../error-responses';

/**
 * A name looked up in the seating plan (issue 35 item 4), where the owner made it searchable and from the
 * day it is shown; behind the site's guest password like the rest of it, and limited per IP so the plan
 * cannot be read whole by trying names.
 */
const searchSeating: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  const seatingDeps = seatingDepsOf(app);
  app.get(
    '/:siteId/seating/search',
    {
      onRequest: app.rateLimit('seating-search'),
      schema: {
        summary: 'Look a name up in the seating plan: the matching guests and their tables',
        description:
          'At most 10 names, case and accents aside, in name order. 404 `NOT_FOUND` while no searchable plan is ' +
          'shown to guests (before its day, or never made searchable), or for an event without one.',
        tags: ['guests'],
        params: siteIdParamsSchema,
        querystring: seatingSearchQuerySchema,
        response: { 200: seatingSearchResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { siteId } = request.params;
      await assertGuestAccess(siteDeps, request, siteId);
      const stored = await app.publicRead.sites.find({ id: siteId });
      const matches =
        stored &&
        (await searchShownPlan(seatingDeps, siteId, stored.site, request.query.name, request.query.event));
      if (!matches) throw new AppError('NOT_FOUND', { message: 'No seating plan to search.' });
      void reply.header('cache-control', 'private, no-store');
      return { matches };
    },
  );
};

export default searchSeating;
