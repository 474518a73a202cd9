import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteIdParamsSchema } from '@eventsite/core';
import { z } from 'zod';
import { errorResponses } from '../../error-responses';

const grantBodySchema = z.object({ count: z.number().int().min(0).max(100) });

/**
 * What support does when a customer's package includes domain registrations (`customDomainRegistrationsAvailable`,
 * protected from the owner's own saves), for trying the included-domain path; never in production.
 */
const grantIncludedRegistrations: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/dev/sites/:siteId/included-domain-registrations',
    {
      schema: {
        summary: 'Set how many domain registrations are included for the site (simulators only)',
        tags: ['dev'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        body: grantBodySchema,
        response: { 200: grantBodySchema, ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request) => {
      const { count } = request.body;
      await app.repositories.sitePublications.setIncludedDomainRegistrations(request.params.siteId, count);
      return { count };
    },
  );
};

export default grantIncludedRegistrations;
