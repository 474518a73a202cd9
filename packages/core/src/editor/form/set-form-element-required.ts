import type { Form } from '../../schemas/form';
import { updateFormElement } from './update-form-element';

/**
 * The form with a ShortText question made required or optional (`002` §5). Only ShortText has the toggle:
 * a SingleSelect is always required, so setting it is an error.
 */
export function setFormElementRequired(form: Form, elementId: string, required: boolean): Form {
  return updateFormElement(form, elementId, (element) => {
    if (element.formElementType !== 'ShortText') {
      throw new Error(`Only a ShortText question has a required toggle, not ${element.formElementType}`);
    }
    return { ...element, required };
  });
}
