import { randomUUID } from 'node:crypto';
import {
  marketClock,
  siteDateOf,
  speechDeadlineOf,
  speechSignupsOpen,
  speechSlotsOf,
  SPEECH_SIGNUPS_MAX,
  type SiteLanguageCode,
  type SiteModuleOf,
  type SiteV2,
  type SpeechSignupInput,
  type SubmissionResult,
} from '@eventsite/core';
import { AppError } from '../errors/app-error';
import { commitAnswerInOneStatement } from '../guest-answers/commit-answer';
import { siteName } from '../sites/site-name';
import { composeNewSpeechMail } from './compose-speech-mails';
import type { SpeechSignupDeps } from './speech-deps';

interface SpeechSignupToStore {
  siteId: string;
  site: SiteV2;
  module: SiteModuleOf<'Speech2'>;
  language: SiteLanguageCode;
  postKey: string;
  speech: SpeechSignupInput;
}

/**
 * A guest's structured speech sign-up on a version-2 site (issue 36 item 1), under a post key like every
 * guest answer (a suspect key stores nothing). Refused after the deadline (the market's calendar), when the
 * module is full, or for a slot the module does not offer. It goes to the toastmasters only: never to the
 * site's form answers, which the hosts read, so surprise mode holds.
 */
export async function signUpSpeech(
  deps: SpeechSignupDeps,
  { siteId, site, module, language, postKey, speech }: SpeechSignupToStore,
): Promise<SubmissionResult> {
  const now = deps.now();
  const deadline = speechDeadlineOf(module, siteDateOf(site));
  if (!speechSignupsOpen(deadline, marketClock(now, deps.market).day)) {
    throw new AppError('SPEECH_SIGNUPS_CLOSED', { message: `Sign-ups closed on ${deadline}.` });
  }
  const { speeches, households } = deps.repositories;
  if ((await speeches.countOfModule(siteId, module.id)) >= SPEECH_SIGNUPS_MAX) {
    throw new AppError('SPEECH_SIGNUPS_FULL', { message: 'The module has all the sign-ups it takes.' });
  }
  if (
    speech.slot !== null &&
    !speechSlotsOf(module, site.siteModules).some((slot) => slot.id === speech.slot)
  ) {
    throw new AppError('FORM_ANSWER_INVALID', { message: `The module offers no slot ${speech.slot}.` });
  }
  const household = speech.householdToken
    ? await households.findByToken(siteId, speech.householdToken)
    : null;
  const live = new Set(
    (await speeches.liveLinksOfModule(siteId, module.id)).map((link) => link.toastmasterId),
  );
  const firstLanguage = site.availableLanguages[0]?.languageCode ?? language;
  const mails = module.toastmasters
    .filter((toastmaster) => live.has(toastmaster.id) && toastmaster.mail !== '')
    .map((toastmaster) =>
      composeNewSpeechMail({
        to: toastmaster.mail,
        language: firstLanguage,
        title: siteName(site, firstLanguage),
        speaker: speech.name,
        minutes: speech.minutes,
      }),
    );
  const { householdToken: _token, ...fields } = speech;
  const stored = await commitAnswerInOneStatement(deps, {
    postKey,
    kind: 'form-submission',
    now,
    writes: (keyIsGood) => [
      speeches.signUpWhen(
        siteId,
        {
          ...fields,
          _id: randomUUID(),
          moduleId: module.id,
          householdId: household?.id ?? null,
          language,
          createdAt: now,
        },
        SPEECH_SIGNUPS_MAX,
        keyIsGood,
      ),
    ],
    mails,
    // The module's count of sign-ups, read against its maximum.
    touches: [`speech-module:${siteId}:${module.id}`],
  });
  return { invertedSuccess: !stored };
}
