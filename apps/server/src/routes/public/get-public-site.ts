import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  normaliseHost,
  publicSiteByHostParamsSchema,
  publicSiteParamsSchema,
  publicSiteResponseSchema,
  siteIdErrorResponseSchema,
} from '@eventsite/core';
import { openPublicSite } from '../../sites/open-public-site';
import { errorResponses } from '../error-responses';
import { sendPublicSite } from './send-public-site';
import { siteDepsOf } from '../../sites/site-deps';

const description =
  'The site as guests see it: no guest password, form recipients, mail receivers, wizard answers or mail ' +
  'addresses, no hidden modules. 401 with `siteId` when the site has a guest password and this browser ' +
  'has not logged in to it; 404 when no published site answers (the demo host always answers). Counts one ' +
  'visit per browser and day (a `visitor` cookie). ETag and If-None-Match give 304.';

const responses = {
  200: publicSiteResponseSchema,
  ...errorResponses(400, 404),
  401: siteIdErrorResponseSchema,
};

const getPublicSite: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.get(
    '/host/:host',
    {
      schema: {
        summary: 'The public site at a host',
        description,
        tags: ['public sites'],
        params: publicSiteByHostParamsSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const host = normaliseHost(request.params.host);
      const stored = host === null ? null : await app.publicRead.sites.find({ host });
      return sendPublicSite(request, reply, await openPublicSite(siteDeps, request, reply, stored));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'The public site by its id',
        description,
        tags: ['public sites'],
        params: publicSiteParamsSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const stored = await app.publicRead.sites.find({ id: request.params.id });
      return sendPublicSite(request, reply, await openPublicSite(siteDeps, request, reply, stored));
    },
  );
};

export default getPublicSite;
