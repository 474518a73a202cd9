import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { householdAnswerResponseSchema, householdTokenParamsSchema } from '@eventsite/core';
import { AppError } from '../../errors/app-error';
import { forgetErasedSeats } from '../../seating/forget-erased-seats';
import { seatingDepsOf } from '../../seating/seating-deps';
import { assertGuestAccess } from '../../sites/guest-access';
import { siteDepsOf } from '../../sites/site-deps';
import { errorResponses } from '../error-responses';

/**
 * A household's own answer through its personal link (issue 33 item 5, `decisions.md` §9): read back to see
 * what it answered, and withdrawn, which erases it. Changing it is answering again through the link.
 */
const householdAnswer: FastifyPluginAsyncZod = async (app) => {
  const siteDeps = siteDepsOf(app);
  const seatingDeps = seatingDepsOf(app);
  const path = '/sites/public/:siteId/households/:token/answer';

  async function householdOf(siteId: string, token: string) {
    const household = await app.repositories.households.findByToken(siteId, token);
    if (!household) throw new AppError('HOUSEHOLD_LINK_UNKNOWN');
    return household;
  }

  app.get(
    path,
    {
      onRequest: app.rateLimit('submission'),
      schema: {
        summary: "The household's own RSVP answer, one entry per guest (none before it has answered)",
        tags: ['guests'],
        params: householdTokenParamsSchema,
        response: { 200: householdAnswerResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { siteId, token } = request.params;
      await assertGuestAccess(siteDeps, request, siteId);
      const household = await householdOf(siteId, token);
      const answers = await app.repositories.guestAnswers.listHouseholdAnswers(siteId, household.id);
      void reply.header('cache-control', 'private, no-store');
      return {
        guests: answers.map(({ _id, formId, createdAt, formElements, attendance }) => ({
          _id,
          formId,
          createdAt,
          formElements,
          attendance,
        })),
      };
    },
  );

  app.delete(
    path,
    {
      onRequest: app.rateLimit('submission'),
      schema: {
        summary: "A guest withdraws the household's RSVP answer through the personal link: it is erased",
        description:
          'Deletes every guest of the answer, not hiding it: the owner’s lists, sheets, exports and seating plans ' +
          'no longer have it. ' +
          'The household stays on the guest list, not answered, and may answer again.',
        tags: ['guests'],
        params: householdTokenParamsSchema,
        response: { 204: z.null().describe('Erased'), ...errorResponses(400, 401, 404, 415, 429) },
      },
    },
    async (request, reply) => {
      const { siteId, token } = request.params;
      await assertGuestAccess(siteDeps, request, siteId);
      const household = await householdOf(siteId, token);
      await app.repositories.guestAnswers.deleteHouseholdAnswers(siteId, household.id);
      await forgetErasedSeats(seatingDeps, siteId);
      return reply.status(204).send(null);
    },
  );
};

export default householdAnswer;
