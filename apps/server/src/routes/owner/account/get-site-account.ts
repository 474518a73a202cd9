import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  formsWithoutRecipients,
  isSiteV2,
  siteAccountResponseSchema,
  siteIdParamsSchema,
} from '@eventsite/core';
import { AppError } from '../../../errors/app-error';
import { priceOf } from '../../../payments/price-purchase';
import { errorResponses } from '../../error-responses';
import { paymentDepsOf } from '../../../payments/payment-deps';

/** `GET /api/sites/{id}/account/` (`000` §2.5, `decisions.md` §3): what the account page shows. */
const getSiteAccount: FastifyPluginAsyncZod = async (app) => {
  const paymentDeps = paymentDepsOf(app);
  app.get(
    '/sites/:siteId/account',
    {
      schema: {
        summary: 'The account and the publication of its site',
        tags: ['accounts'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        response: { 200: siteAccountResponseSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const account = await app.repositories.accounts.findById(request.requireAccount().id);
      const stored = await app.repositories.sites.findById(request.params.siteId);
      if (!account || !stored) throw new AppError('NOT_FOUND');
      const { site } = stored;
      const { siteId } = request.params;
      const addressPrices = {
        subdomain: (await priceOf(paymentDeps, siteId, site, 'subdomain')).priceOre,
        domainName: (await priceOf(paymentDeps, siteId, site, 'domain_name')).priceOre,
      };
      return {
        account: { mail: account.mail, registered: { date: account.createdAt.toISOString() } },
        site: {
          _id: site._id,
          host: site.host ?? null,
          active: site.active,
          activeDate: site.activeDate ?? null,
          activeExpireDate: site.activeExpireDate ?? null,
          visitorCount: site.visitorCount,
          customDomains: site.customDomains,
          customDomainActive: site.customDomainActive,
          customDomainRegistrationsAvailable: site.customDomainRegistrationsAvailable,
          addressPrices,
          formsWithoutRecipients: isSiteV2(site) ? formsWithoutRecipients(site) : [],
        },
      };
    },
  );
};

export default getSiteAccount;
