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

/** A question answered wrongly, and how, in English for the developer-facing message. */
interface AnswerProblem {
  element: FormElement;
  problem: string;
}

/**
 * 400 naming the first wrong question in the message; `formElementIds` lists every wrong one and
 * `guestNumber` the guest, so a page drawn by the server marks each beside its field.
 */
function reject(problems: readonly AnswerProblem[], context: AnswerContext): never {
  const [{ element, problem }] = problems as [AnswerProblem, ...AnswerProblem[]];
  const guest = context.guestNumber === undefined ? '' : `Guest ${context.guestNumber}: `;
  const label = translateText(element.label, context.language) || element.id;
  throw new AppError('FORM_ANSWER_INVALID', {
    message: `${guest}"${label}" ${problem}.`,
    extra: {
      formElementId: element.id,
      formElementIds: problems.map((entry) => entry.element.id),
      ...(context.guestNumber === undefined ? {} : { guestNumber: context.guestNumber }),
    },
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
): FormDataElement | AnswerProblem {
  if (element.formElementType === 'ShortText') {
    const value = answer?.value?.trim() ?? '';
    if (!visible && value !== '') return { element, problem: 'is hidden and must be empty' };
    if (visible && element.required && value === '') return { element, problem: 'is required' };
    return { formElement: element, value, selectedOption: null };
  }
  const optionId = answer?.selectedOption?.id;
  if (!visible) {
    if (optionId) return { element, problem: 'is hidden and must be empty' };
    return { formElement: element, value: '', selectedOption: null };
  }
  const option = element.options.find((candidate) => candidate.id === optionId);
  if (!option) return { element, problem: optionId ? 'has an option that does not exist' : 'is required' };
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
  if (unknown) {
    reject(
      [{ element: unknown.formElement, problem: 'is not a question of this form (reload the page)' }],
      context,
    );
  }
  const visible = new Set(
    visibleFormElements(form, selectedOptionIds(form, byId)).map((element) => element.id),
  );
  const answers = form.formElements.map((element) =>
    answerElement(element, byId.get(element.id), visible.has(element.id)),
  );
  const problems = answers.filter((answer): answer is AnswerProblem => 'problem' in answer);
  if (problems.length > 0) reject(problems, context);
  return answers.filter((answer): answer is FormDataElement => !('problem' in answer));
}
