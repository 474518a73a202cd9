import type { Form, FormElement } from '../schemas/form';

/** Why a question's show condition cannot work: the question or the answer it names is gone. */
export type ShowConditionProblem = 'QUESTION_MISSING' | 'ANSWER_MISSING';

/**
 * What is wrong with an element's show condition, or null when it has none or it works (`002` §4 "Form
 * elements"). Only the first condition and its first option count (`001` §5). A condition naming an element
 * that is not a SingleSelect counts as a missing question, since only a SingleSelect has answers.
 */
export function showConditionProblem(
  form: Pick<Form, 'formElements'>,
  element: Pick<FormElement, 'showConditions'>,
): ShowConditionProblem | null {
  const [condition] = element.showConditions;
  if (!condition) return null;
  const question = form.formElements.find((candidate) => candidate.id === condition.formElementId);
  if (!question || question.formElementType !== 'SingleSelect') return 'QUESTION_MISSING';
  const [optionId] = condition.formElementOptionIds;
  return question.options.some((option) => option.id === optionId) ? null : 'ANSWER_MISSING';
}
