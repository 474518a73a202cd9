import { randomUUID } from 'node:crypto';
import type { FormSubmission, SubmissionResult } from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import { answerForm } from './answer-form';
import { findSiteModule } from './find-site-module';
import { mailAnswer, recipientsOf } from './mail-answer';

/**
 * A guest's Form answer (`001` §7): checked against the site's form, then the post key is used up; a
 * suspect key stores nothing and answers invertedSuccess true (`decisions.md` §3).
 */
export async function submitForm(
  app: FastifyInstance,
  siteId: string,
  submission: FormSubmission,
): Promise<SubmissionResult> {
  const { site, module } = await findSiteModule(app, siteId, 'Form', submission.formId);
  const formElements = answerForm(module.form, submission.formElements, { language: submission.language });
  const now = app.now();
  if (!(await app.repositories.postKeys.use(submission.postKey, 'form-submission', now))) {
    return { invertedSuccess: true };
  }
  const recipients = recipientsOf(site, module.id);
  await app.repositories.guestAnswers.addFormAnswer(siteId, {
    _id: randomUUID(),
    formId: module.id,
    formTitle: module.title,
    createdAt: now.toISOString(),
    language: submission.language,
    recipients,
    formElements,
  });
  await mailAnswer(app, site, recipients, module.id, {
    kind: 'form',
    formTitle: module.title,
    guests: [formElements],
  });
  return { invertedSuccess: false };
}
