import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legacyRsvpSubmissionSchema, siteIdParamsSchema, submissionResultSchema } from '@eventsite/core';
import { submitLegacyRsvp } from '../../legacy/submit-legacy-rsvp';
import { assertGuestAccess } from '../../sites/guest-access';
import { errorResponses } from '../error-responses';
import { siteDepsOf } from '../../sites/site-deps';
import { guestAnswerDepsOf } from '../../guest-answers/guest-answer-deps';

const submitLegacyRsvpRoute: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  const guestAnswerDeps = guestAnswerDepsOf(app);
  app.post(
    '/rsvps/:siteId/v3/',
    {
      onRequest: app.rateLimit('submission'),
      schema: {
        summary: "A group's RSVP to the older RSVP module of a version-1 site, mailed to its receivers",
        description:
          "`source` is 'site-form-' plus the module id. A suspect post key stores nothing and answers `{ invertedSuccess: true }`.",
        tags: ['guests'],
        params: siteIdParamsSchema,
        body: legacyRsvpSubmissionSchema,
        response: { 200: submissionResultSchema, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      await assertGuestAccess(siteDeps, request, request.params.siteId);
      return submitLegacyRsvp(guestAnswerDeps, request.params.siteId, request.body, request.ip);
    },
  );
};

export default submitLegacyRsvpRoute;
