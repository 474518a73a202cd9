import type { Form } from '../../schemas/form';
import { formElementById, MissingFormElementError, updateFormElement } from './update-form-element';

/** What the owner chose in a question's condition controls (`002` §4 "Form elements"). */
export interface ShowConditionChoice {
  /** The toggle 'show only when …'. */
  enabled: boolean;
  /** The SingleSelect question the answer belongs to, or null while none is chosen. */
  formElementId: string | null;
  /** The answer of that question, or null while none is chosen. */
  optionId: string | null;
}

/**
 * The form with a question's show condition set from the owner's choice (`002` §3, §4). The condition is
 * active only when the toggle is on and both a question and an answer are chosen; then it is the one
 * condition `{ type: SHOW, formElementId, formElementOptionIds: [optionId] }`. Otherwise it is cleared.
 * A question cannot depend on itself, and the chosen question and answer must exist.
 */
export function setShowCondition(form: Form, elementId: string, choice: ShowConditionChoice): Form {
  const { enabled, formElementId, optionId } = choice;
  if (!enabled || formElementId === null || optionId === null) {
    return updateFormElement(form, elementId, (element) => ({ ...element, showConditions: [] }));
  }
  if (formElementId === elementId) throw new Error('A question cannot depend on its own answer');
  const question = formElementById(form, formElementId);
  if (
    question.formElementType !== 'SingleSelect' ||
    !question.options.some((option) => option.id === optionId)
  ) {
    throw new MissingFormElementError(`option ${optionId} of ${formElementId}`);
  }
  return updateFormElement(form, elementId, (element) => ({
    ...element,
    showConditions: [{ type: 'SHOW', formElementId, formElementOptionIds: [optionId] }],
  }));
}
