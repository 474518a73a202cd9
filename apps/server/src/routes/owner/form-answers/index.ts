import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formAnswerParamsSchema, formAnswersResponseSchema, siteIdParamsSchema } from '@eventsite/core';
import { z } from 'zod';
import { AppError } from '../../../errors/app-error';
import { errorResponses } from '../../error-responses';

/** The owner's Form and speech sign-up answers, read with the RSVPs (the answer mail says they are found there). */
const formAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:siteId',
    {
      schema: {
        summary: "The site's Form and speech sign-up answers, newest first",
        tags: ['form-submissions'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        response: { 200: formAnswersResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => ({
      data: { data: await app.repositories.guestAnswers.listFormAnswers(request.params.siteId) },
    }),
  );

  app.delete(
    '/:siteId/:answerId',
    {
      schema: {
        summary: 'Delete one Form or speech sign-up answer',
        tags: ['form-submissions'],
        security: [{ session: [] }],
        params: formAnswerParamsSchema,
        response: { 200: z.object({}), ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request) => {
      const { siteId, answerId } = request.params;
      if (!(await app.repositories.guestAnswers.deleteFormAnswer(siteId, answerId))) {
        throw new AppError('NOT_FOUND', { message: 'No such answer.' });
      }
      return {};
    },
  );
};

export default formAnswerRoutes;
