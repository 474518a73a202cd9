import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printSchema, printServerAccessParamsSchema } from '@eventsite/core';
import { AppError } from '../../../errors/app-error';
import { toPrint } from '../../../prints/print-repository';
import { errorResponses } from '../../error-responses';

/** `GET /api/prints/{printId}/serverAccess/{key}` (`002` §7): the print view's read, by the print's key. */
const readPrintByAccessKey: FastifyPluginAsyncZod = async (app) => {
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

export default readPrintByAccessKey;
