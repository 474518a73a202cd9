import type { Form } from '../../schemas/form';
import { formElementById } from './update-form-element';

/**
 * The form without a question (`002` §4). Conditions of other questions that named it are kept, so that
 * the editor can warn about them; `clearBrokenShowConditions` removes them when the dialog applies.
 */
export function deleteFormElement(form: Form, elementId: string): Form {
  const element = formElementById(form, elementId);
  return { ...form, formElements: form.formElements.filter((candidate) => candidate !== element) };
}
