import type { Form } from '../../schemas/form';
import { moveListItem, type MoveDirection } from '../move-list-item';
import { formElementById } from './update-form-element';

/** The form with a question moved one step up (-1) or down (1), clamped at the ends (`002` §4). */
export function moveFormElement(form: Form, elementId: string, direction: MoveDirection): Form {
  const index = form.formElements.indexOf(formElementById(form, elementId));
  return { ...form, formElements: moveListItem(form.formElements, index, direction) };
}
