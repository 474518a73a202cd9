import { describe, expect, it } from 'vitest';
import { showConditionProblem } from '../../rules/show-condition-problem';
import { deleteFormElement } from './delete-form-element';
import { idsOf, testForm } from './form.fixture';
import { MissingFormElementError } from './update-form-element';

describe('deleteFormElement (002 §4)', () => {
  it('removes the question', () => {
    expect(idsOf(deleteFormElement(testForm(), 'name'))).toEqual(['coming', 'food']);
  });

  it('keeps a condition that named the deleted question, so the editor can warn about it', () => {
    const form = deleteFormElement(testForm(), 'coming');
    const food = form.formElements.find((element) => element.id === 'food');
    expect(food?.showConditions).toHaveLength(1);
    expect(food && showConditionProblem(form, food)).toBe('QUESTION_MISSING');
  });

  it('refuses a question the form does not have', () => {
    expect(() => deleteFormElement(testForm(), 'gone')).toThrow(MissingFormElementError);
  });
});
