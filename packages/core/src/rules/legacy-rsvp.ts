import type { LegacyRadioGroup, LegacyRsvpModuleProperties, LegacyTextField } from '../schemas/legacy-site';
import type { FormDataElement, FormElement } from '../schemas/form';
import type { LegacyCustomValue, LegacyRsvpAnswer, LegacyRsvpPerson } from '../schemas/rsvp';
import { recognizeYesOrNo, type YesOrNo } from './rsvp-yes-no';
import { translateText } from './translate-text';

/** Why the condition of the questions at the bottom no longer holds, or null (`002` §4). */
export type LegacyConditionProblem = 'QUESTION_MISSING' | 'ANSWER_MISSING';

/** The radio group and option the condition names, when both still exist. */
function conditionTarget(properties: LegacyRsvpModuleProperties) {
  const condition = properties.conditionShowTextFieldsBelow;
  if (!condition) return null;
  const question = properties.customMultipleRadioGroups.find((group) => group.id === condition.question);
  const answer = question?.options.find((option) => option.id === condition.answer);
  return { question, answer };
}

/**
 * Whether the condition names a question or answer that was removed (`002` §4 "Legacy conditional
 * questions"): the questions at the bottom then show always, and the editor says so.
 */
export function legacyConditionProblem(
  properties: LegacyRsvpModuleProperties,
): LegacyConditionProblem | null {
  const target = conditionTarget(properties);
  if (!target) return null;
  if (!target.question) return 'QUESTION_MISSING';
  if (!target.answer) return 'ANSWER_MISSING';
  return null;
}

/** A person's answer to one question: a text field's text or a radio group's chosen option label. */
export function legacyValueOf(customValues: readonly LegacyCustomValue[], id: string): string {
  return customValues.find((customValue) => customValue.id === id)?.value ?? '';
}

/**
 * Whether the questions at the bottom (the radio groups and text fields below) show for a person
 * (`002` §4): always without a condition or with a broken one, else only when the person chose the named
 * answer to the named question.
 */
export function legacyBelowShown(
  properties: LegacyRsvpModuleProperties,
  customValues: readonly LegacyCustomValue[],
): boolean {
  const target = conditionTarget(properties);
  if (!target?.question || !target.answer) return true;
  return legacyValueOf(customValues, target.question.id) === target.answer.label;
}

export interface LegacyRsvpQuestions {
  textFieldsAbove: readonly LegacyTextField[];
  radioGroups: readonly LegacyRadioGroup[];
  radioGroupsBelow: readonly LegacyRadioGroup[];
  textFieldsBelow: readonly LegacyTextField[];
}

/** The older RSVP's questions in the order a guest sees them (`001` §3, `002` §3). */
export function legacyRsvpQuestions(properties: LegacyRsvpModuleProperties): LegacyRsvpQuestions {
  return {
    textFieldsAbove: properties.customTextFieldsAbove,
    radioGroups: properties.customMultipleRadioGroups,
    radioGroupsBelow: properties.customMultipleRadioGroupsBelow,
    textFieldsBelow: properties.customTextFieldsBelow,
  };
}

export type LegacyPersonProblem =
  | { kind: 'NAME_MISSING' }
  | { kind: 'REQUIRED'; id: string; label: string }
  | { kind: 'NOT_AN_OPTION'; id: string; label: string }
  | { kind: 'UNKNOWN_QUESTION'; id: string };

/**
 * The custom values one person of an older RSVP stores (`001` §5: mandatory text fields and radio groups
 * are required): one per shown question, in the form's order, labelled as the form labels it; the questions
 * at the bottom are sent empty when their condition hides them. A problem when an answer is missing or
 * not one of the options.
 */
export function legacyPersonAnswers(
  properties: LegacyRsvpModuleProperties,
  person: LegacyRsvpPerson,
): { customValues: LegacyCustomValue[] } | { problem: LegacyPersonProblem } {
  if (!person.firstName?.trim()) return { problem: { kind: 'NAME_MISSING' } };
  const questions = legacyRsvpQuestions(properties);
  const known = new Set(
    [
      ...questions.textFieldsAbove,
      ...questions.radioGroups,
      ...questions.radioGroupsBelow,
      ...questions.textFieldsBelow,
    ].map((question) => question.id),
  );
  const unknown = person.customValues.find((customValue) => !known.has(customValue.id));
  if (unknown) return { problem: { kind: 'UNKNOWN_QUESTION', id: unknown.id } };
  const below = legacyBelowShown(properties, person.customValues);
  const customValues: LegacyCustomValue[] = [];
  const text = (field: LegacyTextField, shown: boolean): LegacyPersonProblem | null => {
    const value = shown ? legacyValueOf(person.customValues, field.id).trim() : '';
    if (shown && field.mandatory && value === '')
      return { kind: 'REQUIRED', id: field.id, label: field.label };
    customValues.push({ id: field.id, value, type: 'TextField', label: field.label });
    return null;
  };
  const radio = (group: LegacyRadioGroup, shown: boolean): LegacyPersonProblem | null => {
    const value = shown ? legacyValueOf(person.customValues, group.id) : '';
    if (shown && value === '') return { kind: 'REQUIRED', id: group.id, label: group.label };
    if (shown && !group.options.some((option) => option.label === value)) {
      return { kind: 'NOT_AN_OPTION', id: group.id, label: group.label };
    }
    customValues.push({ id: group.id, value, type: 'RadioGroup', label: group.label });
    return null;
  };
  const problem =
    questions.textFieldsAbove.map((field) => text(field, true)).find(Boolean) ??
    questions.radioGroups.map((group) => radio(group, true)).find(Boolean) ??
    questions.radioGroupsBelow.map((group) => radio(group, below)).find(Boolean) ??
    questions.textFieldsBelow.map((field) => text(field, below)).find(Boolean);
  return problem ? { problem } : { customValues };
}

/**
 * The yes or no of a legacy answer for the answers chart (`002` §9): its weddingYesOrNo when set (a flag,
 * or a word of the recognised lists), else the first radio-group or yes/no answer that is such a word.
 */
export function legacyAnswerYesOrNo(
  answer: Pick<LegacyRsvpAnswer, 'weddingYesOrNo' | 'customValues'>,
): YesOrNo | null {
  const { weddingYesOrNo } = answer;
  if (typeof weddingYesOrNo === 'boolean') return weddingYesOrNo ? 'yes' : 'no';
  const word = recognizeYesOrNo(weddingYesOrNo);
  if (word) return word;
  for (const customValue of answer.customValues) {
    if (customValue.type === 'TextField') continue;
    const recognized = recognizeYesOrNo(customValue.value);
    if (recognized) return recognized;
  }
  return null;
}

/** Ids of the name questions in `legacyRsvpFormElements`; no legacy question id takes them. */
export const LEGACY_NAME_ELEMENT_IDS = {
  firstName: 'legacy-firstName',
  lastName: 'legacy-lastName',
} as const;

/**
 * The older RSVP's questions for one person as form questions, so the guest form draws them like a
 * version-2 RSVP's (docs/legacy-sites.md): first and last name (required), the text fields above, the
 * radio groups (always required), then the questions at the bottom with the condition as their show
 * condition (none when the condition is broken, so they show always).
 */
export function legacyRsvpFormElements(
  properties: LegacyRsvpModuleProperties,
  language: string,
  nameLabels: { firstName: string; lastName: string },
): FormElement[] {
  const text = (value: string) => ({ [language]: value });
  const condition = properties.conditionShowTextFieldsBelow;
  const below =
    condition && legacyConditionProblem(properties) === null
      ? [
          {
            type: 'SHOW' as const,
            formElementId: condition.question,
            formElementOptionIds: [condition.answer],
          },
        ]
      : [];
  const textField = (field: LegacyTextField, showConditions: FormElement['showConditions']): FormElement => ({
    id: field.id,
    formElementType: 'ShortText',
    label: text(field.label),
    required: field.mandatory,
    showConditions,
  });
  const radioGroup = (
    group: LegacyRadioGroup,
    showConditions: FormElement['showConditions'],
  ): FormElement => ({
    id: group.id,
    formElementType: 'SingleSelect',
    label: text(group.label),
    required: true,
    showConditions,
    options: group.options.map((option) => ({ id: option.id, text: text(option.label) })),
  });
  return [
    textField({ id: LEGACY_NAME_ELEMENT_IDS.firstName, label: nameLabels.firstName, mandatory: true }, []),
    textField({ id: LEGACY_NAME_ELEMENT_IDS.lastName, label: nameLabels.lastName, mandatory: true }, []),
    ...properties.customTextFieldsAbove.map((field) => textField(field, [])),
    ...properties.customMultipleRadioGroups.map((group) => radioGroup(group, [])),
    ...properties.customMultipleRadioGroupsBelow.map((group) => radioGroup(group, below)),
    ...properties.customTextFieldsBelow.map((field) => textField(field, below)),
  ];
}

/** One person of the `/v3/` call from that person's answers to `legacyRsvpFormElements` (`001` §7). */
export function legacyPersonOf(answers: readonly FormDataElement[], language: string): LegacyRsvpPerson {
  const valueOf = (id: string) => answers.find((answer) => answer.formElement.id === id)?.value?.trim() ?? '';
  const names = new Set<string>(Object.values(LEGACY_NAME_ELEMENT_IDS));
  return {
    firstName: valueOf(LEGACY_NAME_ELEMENT_IDS.firstName),
    lastName: valueOf(LEGACY_NAME_ELEMENT_IDS.lastName),
    customValues: answers
      .filter((answer) => !names.has(answer.formElement.id))
      .map((answer) => {
        const { formElement } = answer;
        const label = translateText(formElement.label, language);
        return formElement.formElementType === 'SingleSelect'
          ? {
              id: formElement.id,
              value: answer.selectedOption ? translateText(answer.selectedOption.text, language) : '',
              type: 'RadioGroup' as const,
              label,
            }
          : { id: formElement.id, value: answer.value ?? '', type: 'TextField' as const, label };
      }),
  };
}

/**
 * The condition the conditional-questions dialog saves (`002` §4): the chosen question and answer while
 * the switch is on; with the switch off, or without a question or an answer, none.
 */
export function legacyConditionToSave(
  enabled: boolean,
  question: string,
  answer: string,
): LegacyRsvpModuleProperties['conditionShowTextFieldsBelow'] {
  return enabled && question !== '' && answer !== '' ? { question, answer } : null;
}

/**
 * The older RSVP shows its form at once, without the 'OSA' button, when only one person answers and the
 * owner chose `showRSVPFormWhenOnlyOnePerson` (`002` §3 "Legacy RSVP module properties").
 */
export function legacyRsvpShowsFormAtOnce(properties: LegacyRsvpModuleProperties): boolean {
  return properties.maxNumberOfPersons === 1 && properties.showRSVPFormWhenOnlyOnePerson === true;
}
