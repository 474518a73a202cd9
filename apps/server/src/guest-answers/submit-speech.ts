import {
  legacySpeechValues,
  speechAnswers,
  speechFormElements,
  speechModuleIdOf,
  type SpeechSubmission,
  type SubmissionResult,
} from '@eventsite/core';
import { AppError } from '../errors/app-error';
import { answerForm } from './answer-form';
import { commitFormAnswer } from './commit-answer';
import { findGuestSite, findSiteModule, type GuestSiteDeps } from './find-site-module';
import { signUpSpeech } from '../speeches/sign-up-speech';
import type { SpeechSignupDeps } from '../speeches/speech-deps';

/** The Speech2 module a sign-up names, or the site's only one when it names none. */
async function speechModuleId(deps: GuestSiteDeps, siteId: string, source: string | undefined) {
  const named = speechModuleIdOf(source);
  if (named !== undefined) return named;
  const { site } = await findGuestSite(deps, siteId);
  const speeches = site.siteModules.filter((module) => module.siteModuleType === 'Speech2');
  if (speeches.length !== 1) {
    throw new AppError('NOT_FOUND', { message: 'Name the speech module with source site-form-<id>.' });
  }
  return speeches[0]!.id;
}

/**
 * A guest's speech sign-up (`001` §4, §7): its text fields are checked like a form's questions, stored
 * with the site's form answers and mailed to the module's recipients; a suspect post key stores nothing.
 * A structured sign-up (issue 36) goes to the toastmaster's desk instead (`signUpSpeech`).
 */
export async function submitSpeech(
  deps: SpeechSignupDeps,
  siteId: string,
  submission: SpeechSubmission,
): Promise<SubmissionResult> {
  const { speech } = submission;
  const moduleId = await speechModuleId(deps, siteId, submission.source);
  const { site, module, legacy } = await findSiteModule(deps, siteId, 'Speech2', moduleId);
  const language = submission.language ?? site.availableLanguages[0]?.languageCode ?? 'sv';
  if (!('customValues' in speech)) {
    // The toastmaster's structured sign-up is a version-2 module's alone (issue 36).
    if (legacy) {
      throw new AppError('FORM_ANSWER_INVALID', { message: 'A version-1 site takes customValues only.' });
    }
    return signUpSpeech(deps, { siteId, site, module, language, postKey: submission.postKey, speech });
  }
  const customValues = legacy ? legacySpeechValues(speech) : speech.customValues;
  const elements = speechFormElements(module);
  const known = new Set(elements.map((element) => element.id));
  const unknown = customValues.find((customValue) => !known.has(customValue.id));
  if (unknown) {
    throw new AppError('FORM_ANSWER_INVALID', {
      message: `The speech sign-up has no field ${unknown.id}.`,
      extra: { formElementId: unknown.id },
    });
  }
  const formElements = answerForm({ formElements: elements }, speechAnswers(elements, customValues), {
    language,
  });
  return commitFormAnswer(deps, {
    siteId,
    site,
    module,
    language: language,
    formElements,
    postKey: submission.postKey,
  });
}
