import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoHostOf, normaliseHost, quickStartParamsSchema, quickStartResponseSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { buildQuickStartSite } from '../../sites/quick-start-site';
import { errorResponses } from '../error-responses';

const getQuickStartSite: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quick-start/:demoHost',
    {
      preHandler: app.identify,
      schema: {
        summary: 'A fresh demo draft to edit without an account',
        description:
          "The brand's demo site, dated from now, with `_id` 'QUICK-START', `quickStart: true` and " +
          "`active: false`; `loggedInUsersSiteId` is the caller's own site id, or null. 404 for a host " +
          "that is not this brand's demo host.",
        tags: ['sites'],
        params: quickStartParamsSchema,
        response: { 200: quickStartResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { brand, market, domain } = app.config;
      const demoHost = demoHostOf(domain);
      if (normaliseHost(request.params.demoHost) !== demoHost) {
        throw new AppError('NOT_FOUND', {
          message: `${request.params.demoHost.slice(0, 260)} is not the demo host.`,
        });
      }
      const account = request.account;
      return {
        site: buildQuickStartSite(brand, market, demoHost, app.now()),
        loggedInUsersSiteId: account ? await app.repositories.sites.findIdOfAccount(account.id) : null,
      };
    },
  );
};

export default getQuickStartSite;
