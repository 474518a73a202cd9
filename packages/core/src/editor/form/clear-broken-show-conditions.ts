import { showConditionProblem } from '../../rules/show-condition-problem';
import type { Form } from '../../schemas/form';

/**
 * The form with every condition whose question or answer was deleted cleared, so the saved form matches
 * what guests see: such a question always shows (`002` §4 "Form elements"). Working conditions are kept.
 */
export function clearBrokenShowConditions(form: Form): Form {
  return {
    ...form,
    formElements: form.formElements.map((element) =>
      showConditionProblem(form, element) === null ? element : { ...element, showConditions: [] },
    ),
  };
}
