import type { FormDataElement, FormElement } from '../schemas/form';
import type { LegacyCustomValue } from '../schemas/rsvp';
import type { Speech2Module } from '../schemas/site-modules';
import { translateText } from './translate-text';

/**
 * The speech sign-up's text fields as form questions (`001` §4 "Speech sign-up", `002` §3 "Text field
 * definition"): each field is a free-text question, required when it is mandatory. Guests then fill it in,
 * and the server checks it, exactly like a Form module's questions.
 */
export function speechFormElements(module: Speech2Module): FormElement[] {
  return module.customTextFields.map((field) => ({
    id: field.id,
    formElementType: 'ShortText',
    label: field.label,
    required: field.mandatory,
    showConditions: [],
  }));
}

/** A guest's filled-in speech fields as the custom values of the speech call (`001` §7). */
export function speechCustomValues(
  elements: readonly FormElement[],
  answers: readonly FormDataElement[],
  language: string,
): LegacyCustomValue[] {
  return elements.map((element) => ({
    id: element.id,
    value: answers.find((answer) => answer.formElement.id === element.id)?.value ?? '',
    type: 'TextField',
    label: translateText(element.label, language),
  }));
}

/** The custom values of a speech call as answers to the module's questions, for the server's check. */
export function speechAnswers(
  elements: readonly FormElement[],
  customValues: readonly LegacyCustomValue[],
): FormDataElement[] {
  return elements.map((element) => ({
    formElement: element,
    value: customValues.find((customValue) => customValue.id === element.id)?.value ?? '',
    selectedOption: null,
  }));
}

/** The Speech2 module a call is for: named by `source` ('site-form-' plus the module id, as older RSVPs do). */
export function speechModuleIdOf(source: string | undefined): string | undefined {
  return source?.startsWith('site-form-') ? source.slice('site-form-'.length) : undefined;
}
