import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteIdParamsSchema, speechSubmissionSchema, submissionResultSchema } from '@eventsite/core';
import { submitSpeech } from '../../guest-answers/submit-speech';
import { assertGuestAccess } from '../../sites/guest-access';
import { errorResponses } from '../error-responses';
import { speechSignupDepsOf } from '../../speeches/speech-deps';
import { siteDepsOf } from '../../sites/site-deps';

const submitSpeechRoute: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  const deps = speechSignupDepsOf(app);
  app.post(
    '/speeches/:siteId/v2',
    {
      onRequest: app.rateLimit('submission'),
      schema: {
        summary:
          "A guest's speech sign-up (Speech2 module): to the toastmaster, or the spec's form mailed to the owner",
        description:
          'The post key comes from `/api/form-submissions/post-key`; a suspect one stores nothing and answers ' +
          '`{ invertedSuccess: true }`. `speech.customValues` (version-1 sites and the spec’s call) is stored with ' +
          'the form answers and mailed to the module’s recipients. The structured `speech: { name, relation, ' +
          'minutes, slot, needs, songTitle, note, mail, phone, householdToken }` (version-2 sites, issue 36) goes ' +
          'to the toastmaster’s desk only, never to the hosts’ answers: 409 `SPEECH_SIGNUPS_CLOSED` after the ' +
          'deadline (the module’s, else 7 days before the site’s date), 409 `SPEECH_SIGNUPS_FULL`, 400 for a ' +
          'slot the module does not offer. `householdToken` (a personal link) ties it to its household.',
        tags: ['guests'],
        params: siteIdParamsSchema,
        body: speechSubmissionSchema,
        response: { 200: submissionResultSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      await assertGuestAccess(siteDeps, request, request.params.siteId);
      return submitSpeech(deps, request.params.siteId, request.body);
    },
  );
};

export default submitSpeechRoute;
