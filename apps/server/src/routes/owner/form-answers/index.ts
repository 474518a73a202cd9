import { formAnswerParamsSchema, formAnswersResponseSchema } from '@eventsite/core';
import { answerRoutes } from '../answer-routes';

/** The owner's Form and speech sign-up answers, read with the RSVPs (the answer mail says they are found there). */
const formAnswerRoutes = answerRoutes({
  path: '/:siteId',
  answerPath: '/:answerId',
  tag: 'form-submissions',
  listSummary: "The site's Form and speech sign-up answers, newest first",
  deleteSummary: 'Delete one Form or speech sign-up answer',
  listResponse: formAnswersResponseSchema,
  answerParams: formAnswerParamsSchema,
  list: (answers, siteId) => answers.listFormAnswers(siteId),
  remove: (answers, { siteId, answerId }) => answers.deleteFormAnswer(siteId, answerId),
  notFound: 'No such answer.',
});

export default formAnswerRoutes;
