import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildCatererSummary,
  buildRsvpAnswerTable,
  catererSheetQuerySchema,
  catererSheetResponseSchema,
  dietQuestionsSchema,
  siteAnswerForms,
  siteIdParamsSchema,
  translateText,
} from '@eventsite/core';
import { AppError } from '../../../errors/app-error';
import { errorResponses } from '../../error-responses';

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
      const [questionIds, answers] = await Promise.all([
        app.repositories.dietQuestions.list(siteId),
        app.repositories.guestAnswers.listRsvpAnswers(siteId),
      ]);
      const diet = new Set(questionIds);
      const forms = siteAnswerForms(stored.site)
        .filter((form) => form.kind === 'Rsvp')
        .map((form) => {
          const table = buildRsvpAnswerTable({
            questions: form.questions,
            answers: answers.filter((answer) => answer.formId === form.id),
            language,
          });
          return {
            formId: form.id,
            title: translateText(form.title, language),
            summary: buildCatererSummary(table, diet, language, { eventId: request.query.event }),
          };
        });
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
