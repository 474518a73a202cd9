import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerPageParamsSchema,
  answerPagePostSchema,
  answerPageQuerySchema,
  isRsvpClosed,
} from '@eventsite/core';
import { speechSignupDepsOf } from '../../speeches/speech-deps';
import { acceptFormPosts } from '../accept-form-posts';
import { formAction, noScriptPageReply } from './no-script-page-reply';
import {
  answerOnPage,
  findAnswerHousehold,
  findAnswerModule,
  questionsView,
} from '../../no-script-answers/answer-on-page';
import { pageLanguage } from '../../no-script-answers/page-language';
import { personalLinkToken } from '../../no-script-answers/personal-link-token';
import { renderAnswerPage, type AnswerPageModel } from '../../no-script-answers/render-answer-page';
import { assertGuestAccess } from '../../sites/guest-access';
import { siteDepsOf } from '../../sites/site-deps';

const PATH = '/answer-pages/:siteId/:moduleId';

/**
 * The answer page for a guest without JavaScript (issue 40): the questions of the RSVP, a Form or a speech
 * sign-up (Speech2) as a plain
 * HTML form, answered by the same services as the JSON routes. Never cached: each drawing carries the post
 * key issued for it, so the guest page's cache keeps serving everyone else.
 */
const answerPages: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  const deps = speechSignupDepsOf(app);
  const sendPage = noScriptPageReply(app);
  acceptFormPosts(app);

  app.get(
    PATH,
    {
      onRequest: app.rateLimit('post-key'),
      schema: {
        summary: "A module's questions as an HTML page, for a guest without JavaScript",
        description:
          'HTML with a post key issued for this page; `?guests=` sizes an RSVP; `?g=` (or the guest page’s own ' +
          '`?g=` in the Referer) answers for that personal link’s household. 401, 404 and 429 in the error shape.',
        tags: ['guests'],
        params: answerPageParamsSchema,
        querystring: answerPageQuerySchema,
      },
    },
    async (request, reply) => {
      const { siteId, moduleId } = request.params;
      await assertGuestAccess(siteDeps, request, siteId);
      const found = await findAnswerModule(deps, siteId, moduleId);
      const { lang, guests } = request.query;
      const household = await findAnswerHousehold(deps, found, request.query.g ?? personalLinkToken(request));
      const model: AnswerPageModel = {
        language: pageLanguage(lang, app.config.market),
        siteLanguage: found.siteLanguage(lang),
        brand: app.config.brand,
        module: found.module,
        elements: found.elements,
        action: formAction(request),
        backHref: '/',
        view: { step: 'closed' },
      };
      const closed =
        found.module.siteModuleType === 'Rsvp' && isRsvpClosed(found.module, app.now(), app.config.market);
      const maxGuests =
        found.module.siteModuleType === 'Rsvp' ? Math.max(1, found.module.maxNumberOfGuests) : 1;
      const chosen = Number(guests);
      if (
        !closed &&
        household === null &&
        maxGuests > 1 &&
        !(Number.isInteger(chosen) && chosen >= 1 && chosen <= maxGuests)
      ) {
        model.view = { step: 'choose', maxGuests };
      } else if (!closed) {
        const kind = found.module.siteModuleType === 'Rsvp' ? 'rsvp' : 'form-submission';
        const postKey = await app.repositories.postKeys.create(kind, app.now());
        model.view = await questionsView(
          deps,
          found,
          maxGuests > 1 ? chosen : 1,
          postKey,
          household,
          model.siteLanguage,
        );
      }
      return sendPage(reply, renderAnswerPage(model));
    },
  );

  app.post(
    PATH,
    {
      onRequest: app.rateLimit('submission'),
      config: { formPost: true },
      schema: {
        summary: "A guest's answer posted from the answer page (a plain HTML form)",
        description:
          'Stored as `POST /api/rsvps/{siteId}/v4/` (a version-1 site’s older RSVP: `/v3/`), ' +
          '`/api/form-submissions/{siteId}/` or `/api/speeches/{siteId}/v2` stores it; answers the ' +
          'HTML confirmation, or the page again with the errors beside the fields (4xx).',
        tags: ['guests'],
        params: answerPageParamsSchema,
        body: answerPagePostSchema,
      },
    },
    async (request, reply) => {
      const { siteId, moduleId } = request.params;
      await assertGuestAccess(siteDeps, request, siteId);
      const found = await findAnswerModule(deps, siteId, moduleId);
      const fields = request.body;
      const language = pageLanguage(fields['lang'], app.config.market);
      const { status, view } = await answerOnPage(deps, found, fields, {
        language,
        brand: app.config.brand,
        limitNameMatching: () => app.rateLimit('name-match')(request),
        issuePostKey: (kind) => app.repositories.postKeys.create(kind, app.now()),
        ip: request.ip,
      });
      const model: AnswerPageModel = {
        language,
        siteLanguage: found.siteLanguage(fields['lang']),
        brand: app.config.brand,
        module: found.module,
        elements: found.elements,
        action: formAction(request),
        backHref: '/',
        view,
      };
      return sendPage(reply, renderAnswerPage(model), status);
    },
  );
};

export default answerPages;
