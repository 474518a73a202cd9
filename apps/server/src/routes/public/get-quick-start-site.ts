import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  demoVariantOfHost,
  normaliseHost,
  quickStartParamsSchema,
  quickStartResponseSchema,
} from '@eventsite/core';
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
          "The demo site of the demo host (the brand's, or the student demo's), dated from now, with `_id` " +
          "'QUICK-START', `quickStart: true` and `active: false`; `loggedInUsersSiteId` is the caller's own " +
          "site id, or null. 404 for a host that is not one of this brand's demo hosts.",
        tags: ['sites'],
        params: quickStartParamsSchema,
        response: { 200: quickStartResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { brand, market, domain } = app.config;
      const demoHost = normaliseHost(request.params.demoHost);
      const variant = demoHost === null ? null : demoVariantOfHost(demoHost, domain);
      if (demoHost === null || variant === null) {
        throw new AppError('NOT_FOUND', {
          message: `${request.params.demoHost.slice(0, 260)} is not the demo host.`,
        });
      }
      const account = request.account;
      return {
        site: buildQuickStartSite(brand, market, demoHost, app.now(), variant),
        loggedInUsersSiteId: account ? await app.repositories.sites.findIdOfAccount(account.id) : null,
      };
    },
  );
};

export default getQuickStartSite;
