import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteIdParamsSchema, siteSchema } from '@eventsite/core';
import { AppError } from '../../../errors/app-error';
import { errorResponses } from '../../error-responses';
import { ownerSiteAnswer } from '../../../sites/owner-site-answer';

const getSite: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:siteId',
    {
      schema: {
        summary: 'The whole site, for its owner',
        description:
          '`hasPassword` says whether guests need a password; neither the password nor its hash is sent.',
        tags: ['sites'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        response: { 200: siteSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const stored = await app.repositories.sites.findById(request.params.siteId);
      if (!stored) throw new AppError('NOT_FOUND', { message: 'No such site.' });
      return ownerSiteAnswer(stored.site);
    },
  );
};

export default getSite;
