import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rsvpAnswerParamsSchema, rsvpAnswersResponseSchema } from '@eventsite/core';
import { forgetErasedSeats } from '../../../seating/forget-erased-seats';
import { seatingDepsOf } from '../../../seating/seating-deps';
import { answerRoutes } from '../answer-routes';
import catererRoutes from './caterer';
import legacyAnswerRoutes from './legacy-answers';

/** The owner's RSVP answers, version 4 (`002` §7); guests post theirs through the guest routes. */
const rsvpRoutes: FastifyPluginAsyncZod = async (app) => {
  const seatingDeps = seatingDepsOf(app);
  await app.register(
    answerRoutes({
      path: '/:siteId/v4',
      answerPath: '/:rsvpId',
      tag: 'rsvps',
      listSummary: "The site's RSVP answers, one per guest, newest first",
      deleteSummary: "Delete one guest's RSVP answer",
      listResponse: rsvpAnswersResponseSchema,
      answerParams: rsvpAnswerParamsSchema,
      list: (answers, siteId) => answers.listRsvpAnswers(siteId),
      remove: (answers, { siteId, rsvpId }) => answers.deleteRsvpAnswer(siteId, rsvpId),
      afterRemove: (siteId) => forgetErasedSeats(seatingDeps, siteId),
      notFound: 'No such RSVP answer.',
    }),
  );
  await app.register(catererRoutes);
  await app.register(legacyAnswerRoutes);
};

export default rsvpRoutes;
