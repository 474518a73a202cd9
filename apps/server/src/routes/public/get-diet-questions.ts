import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dietQuestionsSchema, siteIdParamsSchema } from '@eventsite/core';
import { assertGuestAccess } from '../../sites/guest-access';
import { siteDepsOf } from '../../sites/site-deps';
import { errorResponses } from '../error-responses';

/**
 * The RSVP questions the owner marked as diet or allergy (issue 33 item 5), so the guest's form can say
 * those answers go to the hosts and their caterer and ask for consent before sending. Only the ids.
 */
const getDietQuestions: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.get(
    '/:siteId/diet-questions',
    {
      schema: {
        summary: 'The ids of the RSVP questions marked as diet or allergy, for the consent note',
        tags: ['guests'],
        params: siteIdParamsSchema,
        response: { 200: dietQuestionsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await assertGuestAccess(siteDeps, request, request.params.siteId);
      return { questionIds: await app.repositories.dietQuestions.list(request.params.siteId) };
    },
  );
};

export default getDietQuestions;
