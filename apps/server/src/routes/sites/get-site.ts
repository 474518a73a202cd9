import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteIdParamsSchema, siteSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../error-responses';

const getSite: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:siteId',
    {
      onRequest: app.requireSiteOwner('siteId'),
      schema: {
        summary: 'The whole site, for its owner',
        description:
          "`password` is the guest password's hash (set means guests need a password), never the password.",
        tags: ['sites'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        response: { 200: siteSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const stored = await app.repositories.sites.findById(request.params.siteId);
      if (!stored) throw new AppError('NOT_FOUND', { message: 'No such site.' });
      return stored.site;
    },
  );
};

export default getSite;
