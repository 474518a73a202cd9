import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  legacySiteSchema,
  siteIdParamsSchema,
  siteSchema,
  siteV2Schema,
  siteVersionConflictResponseSchema,
} from '@eventsite/core';
import { saveSite } from '../../../sites/save-site';
import { errorResponses } from '../../error-responses';
import { SITE_BODY_LIMIT_BYTES } from '../../body-limits';
import { siteDepsOf } from '../../../sites/site-deps';

const description =
  'The body is the whole site. Its `siteVersion` must be the stored one: then the site is saved as the ' +
  'next version (answered with the incremented `siteVersion`) and kept in the version history; otherwise ' +
  '409 with the current site in `site`, and nothing is overwritten. A site that fails the schema is a 400 ' +
  "naming the field. These fields are the server's and keep their stored values whatever the body says: " +
  '`_id`, `host`, `active`, `activeDate`, `activeExpireDate`, `customDomains`, `customDomainActive`, ' +
  '`customDomainActiveDate`, `customDomainRegistrationsAvailable`, `visitorCount`, ' +
  '`giftRegistryReservations`, `giftPotTotals`, `hasRsvps`, `password`, `hasPassword`, `metaNoindex`, `quickStart`.';

const responses = {
  200: siteSchema,
  ...errorResponses(400, 403, 404, 413, 415),
  409: siteVersionConflictResponseSchema,
};

const saveSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.put(
    '/V2/:siteId',
    {
      bodyLimit: SITE_BODY_LIMIT_BYTES,
      schema: {
        summary: 'Save a version-2 site (siteModules)',
        description,
        tags: ['sites'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        body: siteV2Schema,
        response: responses,
      },
    },
    async (request) => saveSite(siteDeps, request.params.siteId, request.body),
  );

  app.put(
    '/:siteId',
    {
      bodyLimit: SITE_BODY_LIMIT_BYTES,
      schema: {
        summary: 'Save a version-1 (legacy) site',
        description,
        tags: ['sites'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        body: legacySiteSchema,
        response: responses,
      },
    },
    async (request) => saveSite(siteDeps, request.params.siteId, request.body),
  );
};

export default saveSiteRoutes;
