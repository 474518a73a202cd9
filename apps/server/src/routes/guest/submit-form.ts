import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formSubmissionSchema, siteIdParamsSchema, submissionResultSchema } from '@eventsite/core';
import { submitForm } from '../../guest-answers/submit-form';
import { assertGuestAccess } from '../../sites/guest-access';
import { errorResponses } from '../error-responses';
import { guestAnswerDepsOf } from '../../guest-answers/guest-answer-deps';
import { siteDepsOf } from '../../sites/site-deps';

const submitFormRoute: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.post(
    '/form-submissions/:siteId/',
    {
      onRequest: app.rateLimit('submission'),
      schema: {
        summary: "A guest's answer to a Form module, mailed to the owner",
        description: 'A suspect post key stores nothing and answers `{ invertedSuccess: true }`.',
        tags: ['guests'],
        params: siteIdParamsSchema,
        body: formSubmissionSchema,
        response: { 200: submissionResultSchema, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      await assertGuestAccess(siteDeps, request, request.params.siteId);
      return submitForm(guestAnswerDepsOf(app), request.params.siteId, request.body);
    },
  );
};

export default submitFormRoute;
