import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema } from '@eventsite/core';
import { errorResponses } from '../error-responses';

const getCurrentAccount: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/',
    {
      schema: {
        summary: 'The logged-in account and its site',
        tags: ['accounts'],
        security: [{ session: [] }],
        response: { 200: meResponseSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const account = request.requireAccount();
      const siteId = await app.repositories.sites.findIdOfAccount(account.id);
      return { mail: account.mail, site: siteId ? { _id: siteId } : null, language: account.language };
    },
  );
};

export default getCurrentAccount;
