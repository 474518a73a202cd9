import { describe, expect, it } from 'vitest';
import { setShowCondition } from './set-show-condition';
import { testForm } from './form.fixture';
import { MissingFormElementError } from './update-form-element';

const conditionOf = (form: ReturnType<typeof testForm>, id: string) =>
  form.formElements.find((element) => element.id === id)?.showConditions;

describe('setShowCondition (002 §3, §4 "Form elements")', () => {
  it('sets one SHOW condition with the one chosen answer', () => {
    const form = setShowCondition(testForm(), 'name', {
      enabled: true,
      formElementId: 'coming',
      optionId: 'no',
    });
    expect(conditionOf(form, 'name')).toEqual([
      { type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['no'] },
    ]);
  });

  it('replaces an earlier condition', () => {
    const form = setShowCondition(testForm(), 'food', {
      enabled: true,
      formElementId: 'coming',
      optionId: 'no',
    });
    expect(conditionOf(form, 'food')).toEqual([
      { type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['no'] },
    ]);
  });

  it.each([
    ['the toggle is off', { enabled: false, formElementId: 'coming', optionId: 'yes' }],
    ['no question is chosen', { enabled: true, formElementId: null, optionId: null }],
    ['no answer is chosen', { enabled: true, formElementId: 'coming', optionId: null }],
  ])('clears the condition when %s', (_, choice) => {
    expect(conditionOf(setShowCondition(testForm(), 'food', choice), 'food')).toEqual([]);
  });

  it('refuses a condition on the question itself', () => {
    expect(() =>
      setShowCondition(testForm(), 'coming', { enabled: true, formElementId: 'coming', optionId: 'yes' }),
    ).toThrow(/itself|own/);
  });

  it('refuses a question or an answer that does not exist', () => {
    expect(() =>
      setShowCondition(testForm(), 'food', { enabled: true, formElementId: 'gone', optionId: 'yes' }),
    ).toThrow(MissingFormElementError);
    expect(() =>
      setShowCondition(testForm(), 'food', { enabled: true, formElementId: 'coming', optionId: 'maybe' }),
    ).toThrow(MissingFormElementError);
    expect(() =>
      setShowCondition(testForm(), 'food', { enabled: true, formElementId: 'name', optionId: 'yes' }),
    ).toThrow(MissingFormElementError);
  });
});
