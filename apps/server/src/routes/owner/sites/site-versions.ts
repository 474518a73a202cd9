import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  siteIdParamsSchema,
  siteSchema,
  siteVersionParamsSchema,
  siteVersionsResponseSchema,
} from '@eventsite/core';
import { restoreSiteVersion } from '../../../sites/save-site';
import { KEPT_SITE_VERSIONS } from '../../../sites/site-version-repository';
import { errorResponses } from '../../error-responses';
import { listSiteVersions } from '../../../sites/list-site-versions';
import { siteDepsOf } from '../../../sites/site-deps';

const siteVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.get(
    '/:siteId/versions',
    {
      schema: {
        summary: 'The saved versions of the site, newest first',
        description: `Every save and every restore stores one; the newest ${KEPT_SITE_VERSIONS} are kept.`,
        tags: ['sites'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        response: { 200: siteVersionsResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => listSiteVersions(siteDeps, request.params.siteId),
  );

  app.post(
    '/:siteId/versions/:siteVersion/restore',
    {
      schema: {
        summary: 'Restore a saved version (send the body {})',
        description:
          "Saves that version's content as the newest version and answers the saved site, like a save. " +
          'The server-managed fields keep their current values.',
        tags: ['sites'],
        security: [{ session: [] }],
        params: siteVersionParamsSchema,
        body: z.object({}),
        response: { 200: siteSchema, ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request) => restoreSiteVersion(siteDeps, request.params.siteId, request.params.siteVersion),
  );
};

export default siteVersionRoutes;
