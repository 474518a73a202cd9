import type { Form } from '../../schemas/form';
import { optionById, updateFormElementOptions } from './update-form-element-options';

/**
 * The form without one answer of a SingleSelect (`002` §4). Conditions that named it are kept for the
 * editor's warning and cleared when the dialog applies, as for a deleted question.
 */
export function removeFormElementOption(form: Form, elementId: string, optionId: string): Form {
  return updateFormElementOptions(form, elementId, (options) => {
    const option = optionById(options, optionId);
    return options.filter((candidate) => candidate !== option);
  });
}
