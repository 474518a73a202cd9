import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerPagePostSchema, giftPotPageQuerySchema, giftPotParamsSchema } from '@eventsite/core';
import { giftReportDepsOf } from '../../gifts/gift-deps';
import { acceptFormPosts } from '../accept-form-posts';
import { formAction, noScriptPageReply } from './no-script-page-reply';
import { chosenAmount, findGiftPot, reportGiftOnPage } from '../../no-script-answers/give-on-page';
import { pageLanguage } from '../../no-script-answers/page-language';
import { personalLinkToken } from '../../no-script-answers/personal-link-token';
import { renderGiftPotPage } from '../../no-script-answers/render-gift-pot-page';
import { assertGuestAccess } from '../../sites/guest-access';
import { siteDepsOf } from '../../sites/site-deps';

const PATH = '/gift-pot-pages/:siteId/:potId';

/**
 * Giving to a gift pot without JavaScript (issue 40): the pot's page with the amount, how to pay it and
 * "I have paid" as plain HTML forms, reported by the JSON route's service. Never cached: each drawing carries
 * the post key issued for it, and the pot's sum as it is now.
 */
const giftPotPages: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  const deps = giftReportDepsOf(app);
  const sendPage = noScriptPageReply(app);
  const householdName = async (siteId: string, token: string | null | undefined) =>
    token ? ((await app.repositories.households.findByToken(siteId, token))?.name ?? null) : null;
  acceptFormPosts(app);

  app.get(
    PATH,
    {
      onRequest: app.rateLimit('post-key'),
      schema: {
        summary: 'A gift pot to give to, as an HTML page for a guest without JavaScript',
        description:
          'HTML with a post key issued for this page; `?amount=` (a suggested amount, öre) or `?own=` (whole ' +
          'kronor) fills in the payment; `?g=` (or the guest page’s own `?g=` in the Referer) gives as that ' +
          'personal link’s household. 401, 404 and 429 in the error shape.',
        tags: ['guests'],
        params: giftPotParamsSchema,
        querystring: giftPotPageQuerySchema,
      },
    },
    async (request, reply) => {
      const { siteId } = request.params;
      await assertGuestAccess(siteDeps, request, siteId);
      const found = await findGiftPot(deps, request.params, request.query.lang);
      // A personal link's household (its `?g=`, here or on the guest page it came from) gives as itself.
      const token = request.query.g ?? personalLinkToken(request);
      const name = await householdName(siteId, token);
      const html = renderGiftPotPage({
        language: pageLanguage(request.query.lang, app.config.market),
        brand: app.config.brand,
        market: app.config.market,
        siteId,
        found,
        householdName: name,
        action: formAction(request),
        view: {
          step: 'give',
          chosen: chosenAmount(found.pot.pot, request.query),
          postKey: await app.repositories.postKeys.create('form-submission', app.now()),
          householdToken: name !== null && token ? token : null,
          fields: {},
          fieldErrors: {},
          error: null,
        },
      });
      return sendPage(reply, html);
    },
  );

  app.post(
    PATH,
    {
      onRequest: app.rateLimit('gift-report'),
      config: { formPost: true },
      schema: {
        summary: 'A money gift reported from its pot’s page (a plain HTML form)',
        description:
          'Stored as `POST /api/gifts/{siteId}/{potId}` stores it, under the page’s post key; answers the HTML ' +
          'thanks, or the page again with the errors beside the fields (4xx).',
        tags: ['guests'],
        params: giftPotParamsSchema,
        body: answerPagePostSchema,
      },
    },
    async (request, reply) => {
      const { siteId } = request.params;
      await assertGuestAccess(siteDeps, request, siteId);
      const fields = request.body;
      const found = await findGiftPot(deps, request.params, fields['lang']);
      const language = pageLanguage(fields['lang'], app.config.market);
      const { status, view } = await reportGiftOnPage(deps, found, request.params, fields, {
        language,
        brand: app.config.brand,
        issuePostKey: () => app.repositories.postKeys.create('form-submission', app.now()),
      });
      const html = renderGiftPotPage({
        language,
        brand: app.config.brand,
        market: app.config.market,
        siteId,
        found,
        householdName: await householdName(siteId, fields['householdToken']),
        action: formAction(request),
        view,
      });
      return sendPage(reply, html, status);
    },
  );
};

export default giftPotPages;
