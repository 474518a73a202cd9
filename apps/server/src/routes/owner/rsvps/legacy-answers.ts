import { legacyRsvpAnswersResponseSchema, rsvpAnswerParamsSchema } from '@eventsite/core';
import { answerRoutes } from '../answer-routes';

/** The owner's legacy answers of a version-1 site (`002` §7 "legacy"), read in the legacy answers view. */
const legacyAnswerRoutes = answerRoutes({
  path: '/:siteId',
  answerPath: '/:rsvpId',
  tag: 'rsvps',
  listSummary: "A version-1 site's legacy RSVP answers, one per person, newest first",
  deleteSummary: "Delete one person's legacy RSVP answer",
  listResponse: legacyRsvpAnswersResponseSchema,
  answerParams: rsvpAnswerParamsSchema,
  list: (answers, siteId) => answers.listLegacyRsvpAnswers(siteId),
  remove: (answers, { siteId, rsvpId }) => answers.deleteLegacyRsvpAnswer(siteId, rsvpId),
  notFound: 'No such RSVP answer.',
});

export default legacyAnswerRoutes;
