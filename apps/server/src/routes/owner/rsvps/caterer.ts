import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildCatererSummary,
  buildRsvpAnswerTable,
  catererSheetQuerySchema,
  catererSheetResponseSchema,
  dietQuestionsSchema,
  legacyAnswerForm,
  legacyAnswersAsRsvpAnswers,
  siteAnswerForms,
  siteIdParamsSchema,
  translateText,
  type AnswerForm,
  type RsvpAnswer,
  type Site,
  type SiteLanguageCode,
} from '@eventsite/core';
import type { GuestAnswerRepository } from '../../../guest-answers/guest-answer-repository';
import { AppError } from '../../../errors/app-error';
import { errorResponses } from '../../error-responses';

/**
 * A site's RSVPs with their answers. A version-1 site's older RSVPs are read together as one form, as its
 * answers screen reads them (issue 39 item 9).
 */
async function rsvpFormsOf(
  guestAnswers: GuestAnswerRepository,
  site: Site,
  language: SiteLanguageCode,
): Promise<{ form: AnswerForm; answers: RsvpAnswer[] }[]> {
  if (!site.usesSiteModules) {
    const form = legacyAnswerForm(site, language);
    const legacy = await guestAnswers.listLegacyRsvpAnswers(site._id);
    return [
      { form, answers: legacyAnswersAsRsvpAnswers({ questions: form.questions, answers: legacy, language }) },
    ];
  }
  const answers = await guestAnswers.listRsvpAnswers(site._id);
  return siteAnswerForms(site)
    .filter((form) => form.kind === 'Rsvp')
    .map((form) => ({ form, answers: answers.filter((answer) => answer.formId === form.id) }));
}

/** The caterer's sheet and the diet questions behind it (issue 21, item 7); the owner's only. */
const catererRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:siteId/caterer',
    {
      schema: {
        summary: "What the caterer needs from the site's RSVPs",
        description:
          'Per RSVP module: how many coming guests chose each option of each question with choices (guests ' +
          'who answered no to the attendance question left out), and every answer to the questions marked ' +
          'as diet or allergy, by guest and party. Read in `language`, else the site’s first language. With ' +
          '`event`, only the guests who come to that event of the programme count.',
        tags: ['rsvps'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        querystring: catererSheetQuerySchema,
        response: { 200: catererSheetResponseSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const { siteId } = request.params;
      const stored = await app.repositories.sites.findById(siteId);
      if (!stored) throw new AppError('NOT_FOUND', { message: 'No such site.' });
      const language =
        request.query.language ??
        (stored.site.usesSiteModules ? stored.site.availableLanguages[0]?.languageCode : undefined) ??
        'sv';
      const [questionIds, rsvpForms] = await Promise.all([
        app.repositories.dietQuestions.list(siteId),
        rsvpFormsOf(app.repositories.guestAnswers, stored.site, language),
      ]);
      const diet = new Set(questionIds);
      const forms = rsvpForms.map(({ form, answers }) => ({
        formId: form.id,
        title: translateText(form.title, language),
        summary: buildCatererSummary(
          buildRsvpAnswerTable({ questions: form.questions, answers, language }),
          diet,
          language,
          {
            eventId: request.query.event,
          },
        ),
      }));
      return { questionIds, forms };
    },
  );

  app.put(
    '/:siteId/diet-questions',
    {
      schema: {
        summary: 'Mark the RSVP questions that are about diet or allergy',
        description: 'Replaces the marks; the caterer’s sheet lists every answer to these questions.',
        tags: ['rsvps'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        body: dietQuestionsSchema,
        response: { 200: dietQuestionsSchema, ...errorResponses(400, 403, 415) },
      },
    },
    async (request) => ({
      questionIds: await app.repositories.dietQuestions.replace(
        request.params.siteId,
        request.body.questionIds,
      ),
    }),
  );
};

export default catererRoutes;
