import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPrintRequestSchema, printCreatedSchema } from '@eventsite/core';
import { errorResponses } from '../error-responses';
import { requireOwnedSite } from './require-owned-site';

/** `POST /api/prints/` (`002` §7): a new card for the caller's site, named in the body. */
const createPrint: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prints',
    {
      schema: {
        summary: 'Create a print',
        description:
          'The print plus its `site` (`002` §3, §7); its content must sit at its layout’s positions. Answers the new id; a random server access key is made for the print view (`decisions.md` §3).',
        tags: ['prints'],
        security: [{ session: [] }],
        body: createPrintRequestSchema,
        response: { 201: printCreatedSchema, ...errorResponses(400, 403, 415) },
      },
    },
    async (request, reply) => {
      await requireOwnedSite(app, request, request.body.site);
      const row = await app.repositories.prints.create(request.body.site, request.body, app.now());
      return reply.status(201).send({ _id: row.id });
    },
  );
};

export default createPrint;
