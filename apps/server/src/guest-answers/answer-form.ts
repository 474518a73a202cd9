import {
  translateText,
  visibleFormElements,
  type Form,
  type FormDataElement,
  type FormElement,
} from '@eventsite/core';
import { AppError } from '../errors/app-error';

/** Where the answers came from, for error messages: the language and, for RSVPs, the guest's number. */
export interface AnswerContext {
  language: string;
  guestNumber?: number;
}

function reject(element: FormElement, problem: string, context: AnswerContext): never {
  const guest = context.guestNumber === undefined ? '' : `Guest ${context.guestNumber}: `;
  const label = translateText(element.label, context.language) || element.id;
  throw new AppError('FORM_ANSWER_INVALID', {
    message: `${guest}"${label}" ${problem}.`,
    extra: { formElementId: element.id },
  });
}

function selectedOptionIds(
  form: Form,
  submitted: ReadonlyMap<string, FormDataElement>,
): Record<string, string> {
  const selected: Record<string, string> = {};
  for (const element of form.formElements) {
    const optionId = submitted.get(element.id)?.selectedOption?.id;
    if (element.formElementType === 'SingleSelect' && optionId) selected[element.id] = optionId;
  }
  return selected;
}

function answerElement(
  element: FormElement,
  answer: FormDataElement | undefined,
  visible: boolean,
  context: AnswerContext,
): FormDataElement {
  if (element.formElementType === 'ShortText') {
    const value = answer?.value?.trim() ?? '';
    if (!visible && value !== '') reject(element, 'is hidden and must be empty', context);
    if (visible && element.required && value === '') reject(element, 'is required', context);
    return { formElement: element, value, selectedOption: null };
  }
  const optionId = answer?.selectedOption?.id;
  if (!visible) {
    if (optionId) reject(element, 'is hidden and must be empty', context);
    return { formElement: element, value: '', selectedOption: null };
  }
  const option = element.options.find((candidate) => candidate.id === optionId);
  if (!option) reject(element, optionId ? 'has an option that does not exist' : 'is required', context);
  return { formElement: element, value: '', selectedOption: option };
}

/**
 * Checks a guest's answers against the form as the site defines it now (`001` §5) and returns them with the
 * site's own element definitions, not the client's copy. 400 naming the question when one is missing,
 * unknown, or answered while hidden.
 */
export function answerForm(
  form: Form,
  submitted: readonly FormDataElement[],
  context: AnswerContext,
): FormDataElement[] {
  const byId = new Map(submitted.map((answer) => [answer.formElement.id, answer]));
  const unknown = submitted.find(
    (answer) => !form.formElements.some((element) => element.id === answer.formElement.id),
  );
  if (unknown) reject(unknown.formElement, 'is not a question of this form (reload the page)', context);
  const visible = new Set(
    visibleFormElements(form, selectedOptionIds(form, byId)).map((element) => element.id),
  );
  return form.formElements.map((element) =>
    answerElement(element, byId.get(element.id), visible.has(element.id), context),
  );
}
