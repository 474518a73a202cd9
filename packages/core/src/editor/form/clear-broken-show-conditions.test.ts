import { describe, expect, it } from 'vitest';
import { clearBrokenShowConditions } from './clear-broken-show-conditions';
import { deleteFormElement } from './delete-form-element';
import { removeFormElementOption } from './remove-form-element-option';
import { testForm } from './form.fixture';

const foodConditions = (form: ReturnType<typeof testForm>) =>
  form.formElements.find((element) => element.id === 'food')?.showConditions;

describe('clearBrokenShowConditions (002 §4: clean-up after a delete)', () => {
  it('keeps a working condition', () => {
    expect(foodConditions(clearBrokenShowConditions(testForm()))).toHaveLength(1);
  });

  it('clears a condition whose question was deleted', () => {
    const form = clearBrokenShowConditions(deleteFormElement(testForm(), 'coming'));
    expect(foodConditions(form)).toEqual([]);
  });

  it('clears a condition whose answer was removed', () => {
    const form = clearBrokenShowConditions(removeFormElementOption(testForm(), 'coming', 'yes'));
    expect(foodConditions(form)).toEqual([]);
  });
});
