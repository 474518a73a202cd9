import type { FormDataElement, FormElement } from '../schemas/form';
import type { LegacyRsvpAnswer, RsvpAnswer } from '../schemas/rsvp';
import type { LegacySite } from '../schemas/site';
import type { SiteLanguageCode } from '../constants/languages';
import { readLegacyModule } from './legacy-modules';
import type { AnswerForm } from './answer-forms';
import { legacyRsvpFormElements, LEGACY_NAME_ELEMENT_IDS } from './legacy-rsvp';

/** The id the older RSVPs' answers are read under together. */
export const LEGACY_ANSWER_FORM_ID = 'legacy';

/** The name column of the legacy answers view: first and last name together. */
export const LEGACY_NAME_COLUMN_ID = 'legacy-name';

/** The name column's label per interface language; Swedish for any other. */
const NAME_LABELS: Readonly<Record<string, string>> = { sv: 'Namn', en: 'Name', da: 'Navn' };

export interface LegacyAnswerTableInput {
  /** The questions of the site's older RSVP modules (`legacyAnswerQuestions`). */
  questions: readonly FormElement[];
  answers: readonly LegacyRsvpAnswer[];
  /** The language labels are shown in. */
  language: SiteLanguageCode;
}

/**
 * The questions of a version-1 site's older RSVPs as the answers view shows them (`002` §4: version-1 sites
 * use the legacy view): the name, then each module's questions in the order guests see them.
 */
export function legacyAnswerQuestions(site: LegacySite, language: string): FormElement[] {
  const questions: FormElement[] = [
    {
      id: LEGACY_NAME_COLUMN_ID,
      formElementType: 'ShortText',
      label: { [language]: NAME_LABELS[language] ?? NAME_LABELS.sv! },
      required: true,
      showConditions: [],
    },
  ];
  const names = new Set<string>(Object.values(LEGACY_NAME_ELEMENT_IDS));
  for (const module of site.modules) {
    const reading = readLegacyModule(module, language);
    if (reading.kind !== 'rsvp') continue;
    const elements = legacyRsvpFormElements(reading.properties, language, { firstName: '', lastName: '' });
    questions.push(...elements.filter((element) => !names.has(element.id)));
  }
  return questions;
}

/**
 * A version-1 site's older RSVPs as the one form its answers are read under (`002` §4: they are read together
 * in one table), for the answers screens and the caterer's sheet.
 */
export function legacyAnswerForm(site: LegacySite, language: string): AnswerForm {
  return {
    id: LEGACY_ANSWER_FORM_ID,
    kind: 'Rsvp',
    title: {},
    questions: legacyAnswerQuestions(site, language),
  };
}

/**
 * The persons of one older RSVP (`001` §7 "/v3/") are stored as answers of their own, registered at the same
 * moment from the same address for the same module: that is what ties a party together.
 */
function partyOf(answer: LegacyRsvpAnswer): string {
  return [answer.source ?? '', answer.registered.date, answer.registered.ip ?? ''].join('|');
}

/**
 * Legacy answers (`002` §3) in the shape the answers table, chart and export read, so that a version-1
 * site's owner gets the same view: one row per person, its name, and each custom value under its
 * question; a radio answer becomes the option whose label it is. A value of a question no longer on the
 * site keeps its own label, and the table shows it as an old question.
 */
export function legacyAnswersAsRsvpAnswers({
  questions,
  answers,
  language,
}: LegacyAnswerTableInput): RsvpAnswer[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return answers.map((answer): RsvpAnswer => {
    const name: FormDataElement = {
      formElement: byId.get(LEGACY_NAME_COLUMN_ID) ?? questions[0]!,
      value: [answer.firstName, answer.lastName].filter(Boolean).join(' '),
    };
    const values = answer.customValues.map((customValue): FormDataElement => {
      const question = byId.get(customValue.id);
      if (question?.formElementType === 'SingleSelect') {
        const option = question.options.find((candidate) => candidate.text[language] === customValue.value);
        return {
          formElement: question,
          selectedOption:
            customValue.value === ''
              ? null
              : (option ?? { id: customValue.value, text: { [language]: customValue.value } }),
        };
      }
      if (question) return { formElement: question, value: customValue.value };
      const label = { [language]: customValue.label || customValue.id };
      return customValue.type === 'TextField'
        ? {
            formElement: {
              id: customValue.id,
              formElementType: 'ShortText',
              label,
              required: false,
              showConditions: [],
            },
            value: customValue.value,
          }
        : {
            formElement: {
              id: customValue.id,
              formElementType: 'SingleSelect',
              label,
              required: true,
              showConditions: [],
              options: [{ id: customValue.value, text: { [language]: customValue.value } }],
            },
            selectedOption: { id: customValue.value, text: { [language]: customValue.value } },
          };
    });
    return {
      _id: answer._id,
      formId: answer.source?.replace(/^site-form-/, '') || 'legacy',
      formTitle: {},
      attendance: [],
      createdAt: answer.registered.date,
      language,
      recipients: [],
      groupIdentifier: partyOf(answer),
      formElements: [name, ...values],
    };
  });
}
