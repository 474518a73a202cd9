import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPrintRequestSchema,
  printCreatedSchema,
  printIdParamsSchema,
  printSchema,
} from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { toPrint } from '../../prints/print-repository';
import { errorResponses } from '../error-responses';
import { ownedPrint, requirePrintOwner } from './print-owner';

/** `POST /api/prints/` and `PUT /api/prints/{printId}` (`002` §7): the owner's saves of a card. */
const savePrint: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/prints',
    {
      onRequest: app.authenticate,
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
      const account = request.requireAccount();
      if (!(await app.repositories.sites.isOwnedBy(request.body.site, account.id))) {
        throw new AppError('NOT_SITE_OWNER', { message: 'The logged-in account does not own this site.' });
      }
      const row = await app.repositories.prints.create(request.body.site, request.body, app.now());
      return reply.status(201).send({ _id: row.id });
    },
  );

  app.put(
    '/prints/:printId',
    {
      onRequest: requirePrintOwner(app),
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
