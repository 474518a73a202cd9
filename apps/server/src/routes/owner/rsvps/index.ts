import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rsvpAnswerParamsSchema, rsvpAnswersResponseSchema, siteIdParamsSchema } from '@eventsite/core';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error';
import { errorResponses } from '../../error-responses';
import catererRoutes from './caterer';
import legacyAnswerRoutes from './legacy-answers';

/** The owner's RSVP answers, version 4 (`002` §7); guests post theirs through the guest routes. */
const rsvpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:siteId/v4',
    {
      schema: {
        summary: "The site's RSVP answers, one per guest, newest first",
        tags: ['rsvps'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        response: { 200: rsvpAnswersResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => ({
      data: { data: await app.repositories.guestAnswers.listRsvpAnswers(request.params.siteId) },
    }),
  );

  app.delete(
    '/:siteId/v4/:rsvpId',
    {
      schema: {
        summary: "Delete one guest's RSVP answer",
        tags: ['rsvps'],
        security: [{ session: [] }],
        params: rsvpAnswerParamsSchema,
        response: { 200: z.object({}), ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request) => {
      const { siteId, rsvpId } = request.params;
      if (!(await app.repositories.guestAnswers.deleteRsvpAnswer(siteId, rsvpId))) {
        throw new AppError('NOT_FOUND', { message: 'No such RSVP answer.' });
      }
      return {};
    },
  );

  await app.register(catererRoutes);
  await app.register(legacyAnswerRoutes);
};

export default rsvpRoutes;
