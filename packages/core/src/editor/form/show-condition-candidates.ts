import type { Form, FormElement } from '../../schemas/form';

type SingleSelect = Extract<FormElement, { formElementType: 'SingleSelect' }>;

/** True when `element` shows only through a chain of conditions that reaches `targetId`. */
function dependsOn(form: Form, element: FormElement, targetId: string, seen: Set<string>): boolean {
  const questionId = element.showConditions[0]?.formElementId;
  if (questionId === undefined || seen.has(element.id)) return false;
  if (questionId === targetId) return true;
  seen.add(element.id);
  const question = form.formElements.find((candidate) => candidate.id === questionId);
  return question !== undefined && dependsOn(form, question, targetId, seen);
}

/**
 * The questions a question's show condition may name (`002` §4): the other SingleSelect questions, in form
 * order, leaving out those that themselves show only through this question, since such a loop would hide
 * both for good.
 */
export function showConditionCandidates(form: Form, elementId: string): SingleSelect[] {
  return form.formElements.filter(
    (candidate): candidate is SingleSelect =>
      candidate.formElementType === 'SingleSelect' &&
      candidate.id !== elementId &&
      !dependsOn(form, candidate, elementId, new Set()),
  );
}
