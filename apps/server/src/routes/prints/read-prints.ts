import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  printIdParamsSchema,
  printSchema,
  printServerAccessParamsSchema,
  siteIdParamsSchema,
  sitePrintsSchema,
} from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { toPrint } from '../../prints/print-repository';
import { errorResponses } from '../error-responses';
import { ownedPrint, requirePrintOwner } from './print-owner';

/** The reads of `002` §7: one print, a site's prints, and the print view's read by access key. */
const readPrints: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/prints/:printId',
    {
      onRequest: requirePrintOwner(app),
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
      onRequest: app.requireSiteOwner('siteId'),
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

  app.get(
    '/prints/:printId/serverAccess/:serverAccessKey',
    {
      schema: {
        summary: 'A print, for the print view',
        description:
          'No session: the key is the print’s random server access key (`decisions.md` §3). A wrong key is answered like an unknown print, 404.',
        tags: ['prints'],
        params: printServerAccessParamsSchema,
        response: { 200: printSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { printId, serverAccessKey } = request.params;
      const row = await app.repositories.prints.findWithAccessKey(printId, serverAccessKey);
      if (!row) throw new AppError('PRINT_NOT_FOUND');
      reply.header('cache-control', 'no-store');
      return toPrint(row);
    },
  );
};

export default readPrints;
