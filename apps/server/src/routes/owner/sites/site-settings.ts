import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  setMetaNoindexRequestSchema,
  setMetaNoindexResponseSchema,
  setSitePasswordRequestSchema,
  setSitePasswordResponseSchema,
  siteIdParamsSchema,
} from '@eventsite/core';
import { setMetaNoindex, setSitePassword } from '../../../sites/site-settings';
import { errorResponses } from '../../error-responses';
import { siteDepsOf } from '../../../sites/site-deps';

const PUBLISHED_ONLY = 'Saved only while the site is published and not in quick start; otherwise 409.';

const siteSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.put(
    '/:siteId/password',
    {
      schema: {
        summary: 'Set or turn off the guest password',
        description: `The password is trimmed; an empty one turns protection off. ${PUBLISHED_ONLY}`,
        tags: ['sites'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        body: setSitePasswordRequestSchema,
        response: { 200: setSitePasswordResponseSchema, ...errorResponses(400, 403, 404, 409, 415) },
      },
    },
    async (request) => ({
      passwordProtected: await setSitePassword(siteDeps, request.params.siteId, request.body.password),
    }),
  );

  app.put(
    '/:siteId/metaNoindex',
    {
      schema: {
        summary: 'Hide the public site from search engines, or show it',
        description: PUBLISHED_ONLY,
        tags: ['sites'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        body: setMetaNoindexRequestSchema,
        response: { 200: setMetaNoindexResponseSchema, ...errorResponses(400, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      await setMetaNoindex(siteDeps, request.params.siteId, request.body.metaNoindex);
      return { metaNoindex: request.body.metaNoindex };
    },
  );
};

export default siteSettingRoutes;
