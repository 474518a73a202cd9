import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ownerSpeechesResponseSchema,
  siteIdParamsSchema,
  speechesQuerySchema,
  toastmasterLinkParamsSchema,
  toastmasterLinkResponseSchema,
} from '@eventsite/core';
import { ownerSpeeches, revokeToastmasterLink, sendToastmasterLink } from '../../../speeches/owner-speeches';
import { speechDepsOf } from '../../../speeches/speech-deps';
import { errorResponses } from '../../error-responses';

const owner = { tags: ['speeches'], security: [{ session: [] }] };

/**
 * The hosts' side of the toastmaster's speeches (issue 36 item 5): how many signed up (in surprise mode
 * nothing more), the toastmasters' state, and their private desk links. The site owner's alone.
 */
const speechRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = speechDepsOf(app);

  app.get(
    '/:siteId/speeches',
    {
      schema: {
        ...owner,
        summary: 'The speeches signed up to the toastmaster, as the hosts may see them',
        description:
          'For the speech module `module` (the site’s only one without it). In surprise mode (the module’s ' +
          '`surprise`, on by default), until the day after the site’s date: only `{ surprise: true, count, ' +
          'totalMinutes, toastmasters }`, no names or notes. Otherwise the sign-ups too. `toastmasters` says ' +
          'when each one’s link was sent and opened and when they last saved a running order.',
        params: siteIdParamsSchema,
        querystring: speechesQuerySchema,
        response: { 200: ownerSpeechesResponseSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return ownerSpeeches(deps, request.params.siteId, request.query.module);
    },
  );

  app.post(
    '/:siteId/speeches/toastmasters/:toastmasterId/link',
    {
      schema: {
        ...owner,
        summary: 'Mails a toastmaster a new private link to their desk',
        description:
          'The link is `https://<the site’s address>/toastmaster/<token>`, mailed in the site’s first language ' +
          'through the outbox; the toastmaster’s previous link stops working. 404 `TOASTMASTER_NOT_FOUND` ' +
          'unless a speech module names the toastmaster (save the module first), 400 when they have no mail, ' +
          '409 `SITE_NOT_PUBLISHED` while the site has no address.',
        params: toastmasterLinkParamsSchema,
        response: { 200: toastmasterLinkResponseSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => sendToastmasterLink(deps, request.params.siteId, request.params.toastmasterId),
  );

  app.delete(
    '/:siteId/speeches/toastmasters/:toastmasterId/link',
    {
      schema: {
        ...owner,
        summary: 'Revokes a toastmaster’s desk link',
        description:
          'The desk answers 404 `TOASTMASTER_LINK_INVALID` from now on; a new link can be sent at any time. ' +
          '404 `TOASTMASTER_NOT_FOUND` unless a speech module names the toastmaster.',
        params: toastmasterLinkParamsSchema,
        response: { 200: toastmasterLinkResponseSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => revokeToastmasterLink(deps, request.params.siteId, request.params.toastmasterId),
  );
};

export default speechRoutes;
