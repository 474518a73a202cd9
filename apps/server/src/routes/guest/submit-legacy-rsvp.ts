import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legacyRsvpSubmissionSchema, siteIdParamsSchema, submissionResultSchema } from '@eventsite/core';
import { submitLegacyRsvp } from '../../legacy/submit-legacy-rsvp';
import { assertGuestAccess } from '../../sites/guest-access';
import { errorResponses } from '../error-responses';

const submitLegacyRsvpRoute: FastifyPluginAsyncZod = async (app) => {
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
      await assertGuestAccess(app, request, request.params.siteId);
      return submitLegacyRsvp(app, request.params.siteId, request.body, request.ip);
    },
  );
};

export default submitLegacyRsvpRoute;
