import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteIdParamsSchema, submissionResultSchema, writeToHostsSchema } from '@eventsite/core';
import { writeToHosts } from '../../guest-answers/write-to-hosts';
import { assertGuestAccess } from '../../sites/guest-access';
import { errorResponses } from '../error-responses';
import { guestAnswerDepsOf } from '../../guest-answers/guest-answer-deps';
import { siteDepsOf } from '../../sites/site-deps';

const writeToHostsRoute: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.post(
    '/rsvps/:siteId/write-to-hosts',
    {
      onRequest: app.rateLimit('submission'),
      schema: {
        summary: 'A note to the hosts from a guest the only-invited RSVP refused, kept and mailed to them',
        description:
          'Sent with the RSVP’s unused post key; a suspect key stores nothing and answers `{ invertedSuccess: true }`.',
        tags: ['guests'],
        params: siteIdParamsSchema,
        body: writeToHostsSchema,
        response: { 200: submissionResultSchema, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      await assertGuestAccess(siteDeps, request, request.params.siteId);
      return writeToHosts(guestAnswerDepsOf(app), request.params.siteId, request.body);
    },
  );
};

export default writeToHostsRoute;
