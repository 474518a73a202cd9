import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printIdParamsSchema, printSchema } from '@eventsite/core';
import { AppError } from '../../../errors/app-error';
import { toPrint } from '../../../prints/print-repository';
import { errorResponses } from '../../error-responses';
import { ownedPrint } from './owned-print';

/** `PUT /api/prints/{printId}` (`002` §7): the owner's save of a card. */
const savePrint: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/prints/:printId',
    {
      schema: {
        summary: 'Save a print',
        description:
          'Replaces the card’s layout, content, colours, fonts, trim and event logo. Its site never changes: a body naming another site is refused. Answers the saved print.',
        tags: ['prints'],
        security: [{ session: [] }],
        params: printIdParamsSchema,
        body: printSchema,
        response: { 200: printSchema, ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request) => {
      const stored = await ownedPrint(app, request.params.printId);
      if (request.body.site !== stored.siteId) throw new AppError('PRINT_SITE_MISMATCH');
      const row = await app.repositories.prints.update(stored.id, request.body, app.now());
      if (!row) throw new AppError('PRINT_NOT_FOUND');
      return toPrint(row);
    },
  );
};

export default savePrint;
