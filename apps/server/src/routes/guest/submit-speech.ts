import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteIdParamsSchema, speechSubmissionSchema, submissionResultSchema } from '@eventsite/core';
import { submitSpeech } from '../../guest-answers/submit-speech';
import { assertGuestAccess } from '../../sites/guest-access';
import { errorResponses } from '../error-responses';
import { guestAnswerDepsOf } from '../../guest-answers/guest-answer-deps';
import { siteDepsOf } from '../../sites/site-deps';

const submitSpeechRoute: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.post(
    '/speeches/:siteId/v2',
    {
      onRequest: app.rateLimit('submission'),
      schema: {
        summary: "A guest's speech sign-up (Speech2 module), mailed to the owner",
        description:
          'The post key comes from `/api/form-submissions/post-key`; a suspect one stores nothing and answers `{ invertedSuccess: true }`.',
        tags: ['guests'],
        params: siteIdParamsSchema,
        body: speechSubmissionSchema,
        response: { 200: submissionResultSchema, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      await assertGuestAccess(siteDeps, request, request.params.siteId);
      return submitSpeech(guestAnswerDepsOf(app), request.params.siteId, request.body);
    },
  );
};

export default submitSpeechRoute;
