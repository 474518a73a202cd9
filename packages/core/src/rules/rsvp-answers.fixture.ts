import type { FormDataElement, FormElement } from '../schemas/form';
import type { EventAttendance, RsvpAnswer } from '../schemas/rsvp';

/* Questions and answers for the answers-table tests. */

export const nameQuestion: FormElement = {
  id: 'name',
  formElementType: 'ShortText',
  label: { sv: 'Namn', en: 'Name' },
  required: true,
  showConditions: [],
};

export const comingQuestion: Extract<FormElement, { formElementType: 'SingleSelect' }> = {
  id: 'coming',
  formElementType: 'SingleSelect',
  label: { sv: 'Kommer du?', en: 'Are you coming?' },
  required: true,
  showConditions: [],
  options: [
    { id: 'yes', text: { sv: 'Ja', en: 'Yes' } },
    { id: 'no', text: { sv: 'Nej tyvärr', en: 'No' } },
  ],
};

export const foodQuestion: FormElement = {
  id: 'food',
  formElementType: 'ShortText',
  label: { sv: 'Specialkost' },
  required: false,
  showConditions: [],
};

/** One guest's answer to a question: the text of a ShortText, the option id of a SingleSelect. */
export function answerTo(formElement: FormElement, value: string): FormDataElement {
  if (formElement.formElementType === 'ShortText') return { formElement, value, selectedOption: null };
  const selectedOption = formElement.options.find((option) => option.id === value) ?? null;
  return { formElement, value: null, selectedOption };
}

let counter = 0;

export function rsvpAnswer(
  groupIdentifier: string,
  formElements: FormDataElement[],
  {
    createdAt = '2025-05-10T10:00:00.000Z',
    language = 'sv',
    attendance = [],
  }: { createdAt?: string; language?: 'sv' | 'en' | 'da'; attendance?: EventAttendance[] } = {},
): RsvpAnswer {
  counter += 1;
  return {
    _id: `answer-${counter}`,
    formId: 'rsvp',
    formTitle: { sv: 'OSA' },
    attendance,
    createdAt,
    language,
    recipients: [],
    groupIdentifier,
    formElements,
  };
}
