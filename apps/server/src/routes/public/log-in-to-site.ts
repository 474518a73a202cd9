import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicSiteLoginRequestSchema,
  publicSiteParamsSchema,
  publicSiteResponseSchema,
} from '@eventsite/core';
import { logInToSite } from '../../sites/log-in-to-site';
import { errorResponses } from '../error-responses';
import { siteDepsOf } from '../../sites/site-deps';

const logInToSiteRoute: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  app.post(
    '/:id/login',
    {
      onRequest: app.rateLimit('login'),
      schema: {
        summary: "Give a site's guest password",
        description:
          'Right: the public site and a guest cookie for this site (30 days). Wrong: 401. A site without a ' +
          'guest password is simply answered.',
        tags: ['public sites'],
        params: publicSiteParamsSchema,
        body: publicSiteLoginRequestSchema,
        response: { 200: publicSiteResponseSchema, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return logInToSite(siteDeps, request, reply, request.params.id, request.body.password);
    },
  );
};

export default logInToSiteRoute;
