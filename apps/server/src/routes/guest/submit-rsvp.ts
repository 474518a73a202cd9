import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rsvpSubmissionSchema, siteIdParamsSchema, submissionResultSchema } from '@eventsite/core';
import { submitRsvp } from '../../guest-answers/submit-rsvp';
import { assertGuestAccess } from '../../sites/guest-access';
import { errorResponses } from '../error-responses';
import { guestAnswerDepsOf } from '../../guest-answers/guest-answer-deps';
import { siteDepsOf } from '../../sites/site-deps';

const submitRsvpRoute: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.post(
    '/rsvps/:siteId/v4/',
    {
      onRequest: app.rateLimit('submission'),
      schema: {
        summary: "A group's RSVP (version 4), one answer per guest, mailed to the owner",
        description: 'A suspect post key stores nothing and answers `{ invertedSuccess: true }`.',
        tags: ['guests'],
        params: siteIdParamsSchema,
        body: rsvpSubmissionSchema,
        response: { 200: submissionResultSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      await assertGuestAccess(siteDeps, request, request.params.siteId);
      return submitRsvp(guestAnswerDepsOf(app), request.params.siteId, request.body, () =>
        app.rateLimit('name-match')(request),
      );
    },
  );
};

export default submitRsvpRoute;
