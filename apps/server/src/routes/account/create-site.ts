import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createSiteRequestSchema,
  createSiteResponseSchema,
  siteIdErrorResponseSchema,
} from '@eventsite/core';
import { createSite } from '../../sites/create-site';
import { errorResponses } from '../error-responses';
import { SITE_BODY_LIMIT_BYTES } from '../body-limits';
import { siteDepsOf } from '../../sites/site-deps';

const createSiteRoute: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.post(
    '/V2',
    {
      bodyLimit: SITE_BODY_LIMIT_BYTES,
      schema: {
        summary: "Create the account's site from a wizard or quick-start draft",
        description:
          'One site per account: 409 with `siteId` when the account has one. The server gives the site its ' +
          '`_id`, `siteVersion` 1, `active: false`, `quickStart: false`, `usesSiteModules: true` and the ' +
          'start values of every server-managed field (host, publication, password, visitors, reservations).',
        tags: ['sites'],
        security: [{ session: [] }],
        body: createSiteRequestSchema,
        response: {
          201: createSiteResponseSchema,
          ...errorResponses(400, 403, 413, 415),
          409: siteIdErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const siteId = await createSite(siteDeps, request.requireAccount().id, request.body);
      return reply.status(201).send({ site: { _id: siteId } });
    },
  );
};

export default createSiteRoute;
