import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normaliseHost, tlsAllowedQuerySchema } from '@eventsite/core';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../error-responses';

/**
 * The TLS proxy's on-demand certificate check (e.g. Caddy's `on_demand_tls ask`): 200 only for an address of
 * a published site that has not expired, so nobody can make the proxy fetch certificates for other names.
 */
const tlsAllowed: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tls/allowed',
    {
      schema: {
        summary: 'May the TLS proxy get a certificate for this host?',
        tags: ['addresses'],
        querystring: tlsAllowedQuerySchema,
        response: { 200: z.object({ allowed: z.literal(true) }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const host = normaliseHost(request.query.domain);
      if (host === null || !(await app.repositories.siteHosts.isServedHost(host, app.now()))) {
        throw new AppError('SITE_NOT_FOUND', { message: 'No published site answers on this host.' });
      }
      return { allowed: true as const };
    },
  );
};

export default tlsAllowed;
