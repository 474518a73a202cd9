import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerPagePostSchema, answerPageQuerySchema, giftItemParamsSchema } from '@eventsite/core';
import { giftReservationDepsOf } from '../../gift-registry/gift-reservation-deps';
import { acceptFormPosts } from '../accept-form-posts';
import { formAction, noScriptPageReply } from './no-script-page-reply';
import {
  changeReservationOnPage,
  findReservableGift,
  renderReservationPage,
} from '../../no-script-answers/reserve-on-page';
import { pageLanguage } from '../../no-script-answers/page-language';
import { personalLinkToken } from '../../no-script-answers/personal-link-token';
import { assertGuestAccess } from '../../sites/guest-access';
import { siteDepsOf } from '../../sites/site-deps';

const PATH = '/reservation-pages/:siteId/:moduleId/:itemId';

/**
 * Reserving a gift without JavaScript (issue 40): the item's page with how many, a password and who, and
 * cancelling with that password, posted as plain HTML forms to the JSON routes' services. Never cached: it
 * shows what is left now.
 */
const reservationPages: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  const deps = giftReservationDepsOf(app);
  const sendPage = noScriptPageReply(app);
  acceptFormPosts(app);

  app.get(
    PATH,
    {
      schema: {
        summary: 'A gift item to reserve or cancel, as an HTML page for a guest without JavaScript',
        description: 'HTML; 401 and 404 in the error shape.',
        tags: ['guests'],
        params: giftItemParamsSchema,
        querystring: answerPageQuerySchema,
      },
    },
    async (request, reply) => {
      await assertGuestAccess(siteDeps, request, request.params.siteId);
      const gift = await findReservableGift(deps, request.params, request.query.lang);
      // A personal link's household (its `?g=`, here or on the guest page it came from) reserves as itself.
      const token = request.query.g ?? personalLinkToken(request);
      const household = token
        ? await app.repositories.households.findByToken(request.params.siteId, token)
        : null;
      const html = renderReservationPage({
        language: pageLanguage(request.query.lang, app.config.market),
        brand: app.config.brand,
        gift,
        action: formAction(request),
        view: {
          step: 'form',
          intent: 'reserve',
          fields: household && token ? { householdToken: token, from: household.name } : {},
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
      onRequest: app.rateLimit('reservation'),
      config: { formPost: true },
      schema: {
        summary: 'A gift reservation or its cancelling, posted from its page (a plain HTML form)',
        description:
          'Reserved as `PUT /api/gift-registry/{siteId}/{moduleId}/{itemId}/v2` reserves, or with `intent=cancel` ' +
          'cancelled as its `DELETE` cancels; answers the HTML confirmation, or the page again with the error ' +
          'beside its field (4xx).',
        tags: ['guests'],
        params: giftItemParamsSchema,
        body: answerPagePostSchema,
      },
    },
    async (request, reply) => {
      await assertGuestAccess(siteDeps, request, request.params.siteId);
      const fields = request.body;
      const language = pageLanguage(fields['lang'], app.config.market);
      const { status, view } = await changeReservationOnPage(deps, request.params, fields, {
        language,
        brand: app.config.brand,
      });
      // What is left and reserved now: after this change, or after someone else's that came first.
      const gift = await findReservableGift(deps, request.params, fields['lang']);
      const html = renderReservationPage({
        language,
        brand: app.config.brand,
        gift,
        action: formAction(request),
        view,
      });
      return sendPage(reply, html, status);
    },
  );
};

export default reservationPages;
