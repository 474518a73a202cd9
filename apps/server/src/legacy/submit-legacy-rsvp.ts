import { randomUUID } from 'node:crypto';
import {
  LEGACY_NAME_ELEMENT_IDS,
  legacyPersonAnswers,
  speechModuleIdOf,
  type FormDataElement,
  type LegacyCustomValue,
  type LegacyPersonProblem,
  type LegacyRsvpAnswer,
  type LegacyRsvpOnSite,
  type LegacyRsvpSubmission,
  type SubmissionResult,
} from '@eventsite/core';
import { AppError } from '../errors/app-error';
import { findGuestSite } from '../guest-answers/find-site-module';
import { commitAnswerInOneStatement } from '../guest-answers/commit-answer';
import type { GuestAnswerDeps } from '../guest-answers/guest-answer-deps';
import { answerMails, recipientsOf } from '../guest-answers/mail-answer';

const NAME_LABEL = { sv: 'Namn', da: 'Navn', en: 'Name' } as const;

function problemMessage(problem: LegacyPersonProblem, person: number): string {
  switch (problem.kind) {
    case 'NAME_MISSING':
      return `Person ${person} has no first name.`;
    case 'REQUIRED':
      return `Person ${person} did not answer '${problem.label}'.`;
    case 'NOT_AN_OPTION':
      return `Person ${person} gave an answer to '${problem.label}' that is not one of its options.`;
    case 'UNKNOWN_QUESTION':
      return `The RSVP has no question ${problem.id}.`;
  }
}

/** The question a problem is about, as `legacyRsvpFormElements` names it, so a form marks its field. */
function problemElementIds(problem: LegacyPersonProblem): string[] {
  if (problem.kind === 'NAME_MISSING') return [LEGACY_NAME_ELEMENT_IDS.firstName];
  return problem.kind === 'UNKNOWN_QUESTION' ? [] : [problem.id];
}

/** The older RSVP a submission names by its source, or the site's only one. */
function rsvpOf(rsvps: ReadonlyMap<string, LegacyRsvpOnSite>, source: string | undefined): LegacyRsvpOnSite {
  const named = speechModuleIdOf(source);
  const rsvp =
    named === undefined ? (rsvps.size === 1 ? [...rsvps.values()][0] : undefined) : rsvps.get(named);
  if (!rsvp) throw new AppError('NOT_FOUND', { message: 'Name the RSVP module with source site-form-<id>.' });
  return rsvp;
}

/** A person's answers as the lines of the owner's mail: the name, then each question. */
function mailLines(answer: LegacyRsvpAnswer, language: 'sv' | 'da'): FormDataElement[] {
  const line = (id: string, label: string, value: string): FormDataElement => ({
    formElement: {
      id,
      formElementType: 'ShortText',
      label: { [language]: label },
      required: false,
      showConditions: [],
    },
    value,
  });
  const name = [answer.firstName, answer.lastName].filter(Boolean).join(' ');
  return [
    line('name', NAME_LABEL[language], name),
    ...answer.customValues.map((value: LegacyCustomValue) => line(value.id, value.label, value.value)),
  ];
}

/**
 * An older RSVP (`001` §4, §7 `/v3/`): 1 to maxNumberOfPersons persons, each checked against the module's
 * text fields and radio groups with its condition (`002` §4), stored as legacy answers (`002` §3) and
 * mailed to the site's RSVP receivers; a suspect post key stores nothing.
 */
export async function submitLegacyRsvp(
  deps: GuestAnswerDeps,
  siteId: string,
  submission: LegacyRsvpSubmission,
  ip: string,
): Promise<SubmissionResult> {
  const { site, legacy } = await findGuestSite(deps, siteId);
  if (!legacy) throw new AppError('NOT_FOUND', { message: 'This site answers RSVPs at /v4/.' });
  const rsvp = rsvpOf(legacy.legacyRsvps, submission.source);
  const { properties } = rsvp;
  if (submission.persons.length > properties.maxNumberOfPersons) {
    throw new AppError('FORM_ANSWER_INVALID', {
      message: `At most ${properties.maxNumberOfPersons} persons can answer at once.`,
    });
  }
  const now = deps.now();
  const answers = submission.persons.map((person, index): LegacyRsvpAnswer => {
    const checked = legacyPersonAnswers(properties, person);
    if ('problem' in checked) {
      throw new AppError('FORM_ANSWER_INVALID', {
        message: problemMessage(checked.problem, index + 1),
        extra: { formElementIds: problemElementIds(checked.problem), guestNumber: index + 1 },
      });
    }
    return {
      _id: randomUUID(),
      site: siteId,
      customValues: checked.customValues,
      firstName: person.firstName?.trim(),
      lastName: person.lastName?.trim(),
      phone: person.phone?.trim(),
      mail: person.mail?.trim(),
      weddingYesOrNo: person.weddingYesOrNo ?? null,
      registered: { ip, date: now.toISOString() },
      source: `site-form-${rsvp.id}`,
    };
  });
  const language = site.availableLanguages[0]?.languageCode === 'da' ? 'da' : 'sv';
  const stored = await commitAnswerInOneStatement(deps, {
    postKey: submission.postKey,
    kind: 'rsvp',
    now,
    writes: (keyIsGood) =>
      deps.repositories.guestAnswers.addLegacyRsvpAnswersWhen(siteId, answers, keyIsGood),
    mails: answerMails(
      { site, formId: rsvp.id, recipients: recipientsOf(site, rsvp.id), publicUrl: deps.publicUrl },
      {
        kind: 'rsvp',
        formTitle: { [language]: rsvp.title },
        guests: answers.map((answer) => mailLines(answer, language)),
      },
    ),
    ...(site.hasRsvps ? {} : { changesSite: siteId }),
  });
  return { invertedSuccess: !stored };
}
