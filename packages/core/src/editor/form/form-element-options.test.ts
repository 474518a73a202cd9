import { describe, expect, it } from 'vitest';
import type { Form } from '../../schemas/form';
import { addFormElementOption } from './add-form-element-option';
import { removeFormElementOption } from './remove-form-element-option';
import { setFormElementOptionText } from './set-form-element-option-text';
import { testForm } from './form.fixture';
import { MissingFormElementError } from './update-form-element';

const optionsOf = (form: Form, elementId: string) => {
  const element = form.formElements.find((candidate) => candidate.id === elementId);
  return element?.formElementType === 'SingleSelect' ? element.options : [];
};

describe('addFormElementOption (002 §4)', () => {
  it('adds an empty answer at the end', () => {
    const form = addFormElementOption(testForm(), 'coming', 'maybe');
    expect(optionsOf(form, 'coming').map((option) => option.id)).toEqual(['yes', 'no', 'maybe']);
    expect(optionsOf(form, 'coming')[2]).toEqual({ id: 'maybe', text: {} });
  });

  it('refuses a ShortText, which has no answers', () => {
    expect(() => addFormElementOption(testForm(), 'name', 'x')).toThrow(/SingleSelect/);
  });
});

describe('removeFormElementOption (002 §4)', () => {
  it('removes the answer', () => {
    const form = removeFormElementOption(testForm(), 'coming', 'no');
    expect(optionsOf(form, 'coming').map((option) => option.id)).toEqual(['yes']);
  });

  it('refuses an answer the question does not have', () => {
    expect(() => removeFormElementOption(testForm(), 'coming', 'maybe')).toThrow(MissingFormElementError);
  });
});

describe('setFormElementOptionText (002 §3)', () => {
  it('changes one language of one answer', () => {
    const form = setFormElementOptionText(testForm(), 'coming', 'no', 'da', 'Nej tak');
    expect(optionsOf(form, 'coming')[1]?.text).toEqual({ sv: 'Nej', en: 'No', da: 'Nej tak' });
    expect(optionsOf(form, 'coming')[0]?.text).toEqual({ sv: 'Ja', en: 'Yes' });
  });

  it('refuses an answer the question does not have', () => {
    expect(() => setFormElementOptionText(testForm(), 'coming', 'gone', 'sv', 'x')).toThrow(
      MissingFormElementError,
    );
  });
});
