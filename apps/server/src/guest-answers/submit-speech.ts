import { randomUUID } from 'node:crypto';
import {
  isSiteV2,
  speechAnswers,
  speechFormElements,
  speechModuleIdOf,
  type SpeechSubmission,
  type SubmissionResult,
} from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { answerForm } from './answer-form';
import { findSiteModule } from './find-site-module';
import { mailAnswer, recipientsOf } from './mail-answer';

/** The Speech2 module a sign-up names, or the site's only one when it names none. */
async function speechModuleId(app: FastifyInstance, siteId: string, source: string | undefined) {
  const named = speechModuleIdOf(source);
  if (named !== undefined) return named;
  const stored = await app.publicRead.sites.find({ id: siteId });
  const speeches =
    stored && isSiteV2(stored.site)
      ? stored.site.siteModules.filter((module) => module.siteModuleType === 'Speech2')
      : [];
  if (speeches.length !== 1) {
    throw new AppError('NOT_FOUND', { message: 'Name the speech module with source site-form-<id>.' });
  }
  return speeches[0]!.id;
}

/**
 * A guest's speech sign-up (`001` §4, §7): its text fields are checked like a form's questions, stored
 * with the site's form answers and mailed to the module's recipients; a suspect post key stores nothing.
 */
export async function submitSpeech(
  app: FastifyInstance,
  siteId: string,
  submission: SpeechSubmission,
): Promise<SubmissionResult> {
  const moduleId = await speechModuleId(app, siteId, submission.source);
  const { site, module } = await findSiteModule(app, siteId, 'Speech2', moduleId);
  const language = submission.language ?? site.availableLanguages[0]?.languageCode ?? 'sv';
  const elements = speechFormElements(module);
  const known = new Set(elements.map((element) => element.id));
  const unknown = submission.speech.customValues.find((customValue) => !known.has(customValue.id));
  if (unknown) {
    throw new AppError('FORM_ANSWER_INVALID', {
      message: `The speech sign-up has no field ${unknown.id}.`,
      extra: { formElementId: unknown.id },
    });
  }
  const formElements = answerForm(
    { formElements: elements },
    speechAnswers(elements, submission.speech.customValues),
    { language },
  );
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
    language,
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
