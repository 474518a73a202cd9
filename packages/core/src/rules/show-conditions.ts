import type { Form, FormElement } from '../schemas/form';
import { showConditionProblem } from './show-condition-problem';

/** The option id chosen for each SingleSelect element, by element id; unselected elements are absent. */
export type SelectedOptions = Readonly<Partial<Record<string, string>>>;

/**
 * Whether a form element shows (`001` §5): only its first show condition counts, and it matches when the
 * element it names has that condition's first option selected. Without a condition it always shows.
 */
export function isFormElementVisible(
  element: Pick<FormElement, 'showConditions'>,
  selectedOptions: SelectedOptions,
): boolean {
  const [condition] = element.showConditions;
  if (!condition) return true;
  const [optionId] = condition.formElementOptionIds;
  return optionId !== undefined && selectedOptions[condition.formElementId] === optionId;
}

/**
 * The elements of a form that show with these selections, in form order (`001` §5). A condition whose
 * question or answer no longer exists is ignored, so its element always shows (`002` §4 "Form elements").
 */
export function visibleFormElements(
  form: Pick<Form, 'formElements'>,
  selectedOptions: SelectedOptions,
): FormElement[] {
  return form.formElements.filter(
    (element) =>
      showConditionProblem(form, element) !== null || isFormElementVisible(element, selectedOptions),
  );
}
