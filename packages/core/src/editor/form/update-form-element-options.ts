import type { Form, FormElementOption } from '../../schemas/form';
import { MissingFormElementError, updateFormElement } from './update-form-element';

/** The form with one SingleSelect's answers replaced; only a SingleSelect has answers (`002` §3). */
export function updateFormElementOptions(
  form: Form,
  elementId: string,
  update: (options: FormElementOption[]) => FormElementOption[],
): Form {
  return updateFormElement(form, elementId, (element) => {
    if (element.formElementType !== 'SingleSelect') {
      throw new Error(`Only a SingleSelect question has answers, not ${element.formElementType}`);
    }
    return { ...element, options: update(element.options) };
  });
}

/** The answer with this id; editing a missing one is an error (`002` §4). */
export function optionById(options: readonly FormElementOption[], optionId: string): FormElementOption {
  const option = options.find((candidate) => candidate.id === optionId);
  if (!option) throw new MissingFormElementError(`option ${optionId}`);
  return option;
}
