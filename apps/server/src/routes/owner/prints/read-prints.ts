import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printIdParamsSchema, printSchema, siteIdParamsSchema, sitePrintsSchema } from '@eventsite/core';
import { toPrint } from '../../../prints/print-repository';
import { errorResponses } from '../../error-responses';
import { ownedPrint } from './owned-print';

/** The owner's reads of `002` §7: one print, and a site's prints. */
const readPrints: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prints/:printId',
    {
      schema: {
        summary: 'A print, for its owner',
        tags: ['prints'],
        security: [{ session: [] }],
        params: printIdParamsSchema,
        response: { 200: printSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => toPrint(await ownedPrint(app, request.params.printId)),
  );

  app.get(
    '/sites/:siteId/prints',
    {
      schema: {
        summary: 'The prints of a site',
        description: 'Newest first.',
        tags: ['prints'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        response: { 200: sitePrintsSchema, ...errorResponses(400, 403) },
      },
    },
    async (request) => (await app.repositories.prints.listOfSite(request.params.siteId)).map(toPrint),
  );
};

export default readPrints;
