import type { FormSubmission, SubmissionResult } from '@eventsite/core';
import { answerForm } from './answer-form';
import { findSiteModule } from './find-site-module';
import { commitFormAnswer } from './commit-answer';
import type { GuestAnswerDeps } from './guest-answer-deps';

/**
 * A guest's Form answer (`001` §7): checked against the site's form, then the post key is used up; a
 * suspect key stores nothing and answers invertedSuccess true (`decisions.md` §3).
 */
export async function submitForm(
  deps: GuestAnswerDeps,
  siteId: string,
  submission: FormSubmission,
): Promise<SubmissionResult> {
  const { site, module } = await findSiteModule(deps, siteId, 'Form', submission.formId);
  const formElements = answerForm(module.form, submission.formElements, { language: submission.language });
  return commitFormAnswer(deps, {
    siteId,
    site,
    module,
    language: submission.language,
    formElements,
    postKey: submission.postKey,
  });
}
