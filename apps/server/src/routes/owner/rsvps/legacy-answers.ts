import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legacyRsvpAnswersResponseSchema, rsvpAnswerParamsSchema, siteIdParamsSchema } from '@eventsite/core';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error';
import { errorResponses } from '../../error-responses';

/** The owner's legacy answers of a version-1 site (`002` §7 "legacy"), read in the legacy answers view. */
const legacyAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:siteId',
    {
      schema: {
        summary: "A version-1 site's legacy RSVP answers, one per person, newest first",
        tags: ['rsvps'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        response: { 200: legacyRsvpAnswersResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => ({
      data: { data: await app.repositories.guestAnswers.listLegacyRsvpAnswers(request.params.siteId) },
    }),
  );

  app.delete(
    '/:siteId/:rsvpId',
    {
      schema: {
        summary: "Delete one person's legacy RSVP answer",
        tags: ['rsvps'],
        security: [{ session: [] }],
        params: rsvpAnswerParamsSchema,
        response: { 200: z.object({}), ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request) => {
      const { siteId, rsvpId } = request.params;
      if (!(await app.repositories.guestAnswers.deleteLegacyRsvpAnswer(siteId, rsvpId))) {
        throw new AppError('NOT_FOUND', { message: 'No such RSVP answer.' });
      }
      return {};
    },
  );
};

export default legacyAnswerRoutes;
