import type { FormSubmission, SubmissionResult } from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import { answerForm } from './answer-form';
import { findSiteModule } from './find-site-module';
import { commitFormAnswer } from './commit-answer';

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
  return commitFormAnswer(app, {
    siteId,
    site,
    module,
    language: submission.language,
    formElements,
    postKey: submission.postKey,
  });
}
