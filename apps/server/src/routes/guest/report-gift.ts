import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giftPotParamsSchema, giftReportRequestSchema, submissionResultSchema } from '@eventsite/core';
import { giftReportDepsOf } from '../../gifts/gift-deps';
import { reportGift } from '../../gifts/report-gift';
import { assertGuestAccess } from '../../sites/guest-access';
import { siteDepsOf } from '../../sites/site-deps';
import { errorResponses } from '../error-responses';

/** "Jag har swishat": a guest reports a money gift paid straight to the hosts (issue 37 item 1). */
const reportGiftRoute: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  const deps = giftReportDepsOf(app);
  app.post(
    '/gifts/:siteId/:potId',
    {
      onRequest: app.rateLimit('gift-report'),
      schema: {
        summary: 'A guest reports a money gift paid by Swish or MobilePay into a gift pot',
        description:
          'The money went from the guest to the hosts’ own number; this only tells the hosts who gave, how ' +
          'much (öre, or null) and a greeting, and raises the pot’s reported sum. The post key comes from ' +
          '`/api/form-submissions/post-key`; a suspect one stores nothing and answers `{ invertedSuccess: ' +
          'true }`. `householdToken` (a personal link) ties the gift to its household; a link no longer valid ' +
          'is ignored. 404 unless `potId` is a gift pot of a gift registry shown on the published site.',
        tags: ['guests'],
        params: giftPotParamsSchema,
        body: giftReportRequestSchema,
        response: { 200: submissionResultSchema, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const { siteId, potId } = request.params;
      await assertGuestAccess(siteDeps, request, siteId);
      return reportGift(deps, siteId, potId, request.body);
    },
  );
};

export default reportGiftRoute;
