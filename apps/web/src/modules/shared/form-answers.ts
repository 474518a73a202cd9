import { visibleFormElements, type SelectedOptions } from '@eventsite/core/rules/show-conditions';
import type { FormDataElement, FormElement } from '@eventsite/core/schemas/form';

/** A guest's answers by element id: the text of a ShortText, the option id of a SingleSelect. */
export type FormAnswers = Readonly<Record<string, string>>;

/** The option chosen for each SingleSelect, as the show conditions read them (`001` §5). */
function selectedOptionsOf(elements: readonly FormElement[], answers: FormAnswers): SelectedOptions {
  const selected: Record<string, string> = {};
  for (const element of elements) {
    const answer = answers[element.id];
    if (element.formElementType === 'SingleSelect' && answer !== undefined && answer !== '') {
      selected[element.id] = answer;
    }
  }
  return selected;
}

/** The elements that show with these answers, in form order (`001` §5). */
export function visibleElementsOf(elements: readonly FormElement[], answers: FormAnswers): FormElement[] {
  return visibleFormElements({ formElements: [...elements] }, selectedOptionsOf(elements, answers));
}

/** The form data sent for one guest: every element, with hidden or unanswered ones empty (`001` §3, §5). */
export function formDataOf(elements: readonly FormElement[], answers: FormAnswers): FormDataElement[] {
  const visible = new Set(visibleElementsOf(elements, answers).map((element) => element.id));
  return elements.map((formElement) => {
    const answer = visible.has(formElement.id) ? (answers[formElement.id] ?? '') : '';
    if (formElement.formElementType === 'ShortText') {
      return { formElement, value: answer.trim(), selectedOption: null };
    }
    const selectedOption = formElement.options.find((option) => option.id === answer) ?? null;
    return { formElement, value: null, selectedOption };
  });
}
