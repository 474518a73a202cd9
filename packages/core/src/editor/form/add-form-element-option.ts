import type { Form } from '../../schemas/form';
import { updateFormElementOptions } from './update-form-element-options';

/** The form with a new, empty answer at the end of a SingleSelect (`002` §4). The caller gives a fresh id. */
export function addFormElementOption(form: Form, elementId: string, optionId: string): Form {
  return updateFormElementOptions(form, elementId, (options) => [...options, { id: optionId, text: {} }]);
}
