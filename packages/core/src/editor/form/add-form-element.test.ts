import { describe, expect, it } from 'vitest';
import { formSchema } from '../../schemas/form';
import { addFormElement } from './add-form-element';
import { idsOf, testForm } from './form.fixture';

describe('addFormElement (002 §4 "Form elements")', () => {
  it('adds an optional ShortText at the end', () => {
    const form = addFormElement(testForm(), 'ShortText', 'new');
    expect(idsOf(form)).toEqual(['coming', 'name', 'food', 'new']);
    expect(form.formElements[3]).toEqual({
      id: 'new',
      formElementType: 'ShortText',
      label: {},
      required: false,
      showConditions: [],
    });
  });

  it('adds a required SingleSelect without options', () => {
    const element = addFormElement({ formElements: [] }, 'SingleSelect', 'new').formElements[0];
    expect(element).toMatchObject({ formElementType: 'SingleSelect', required: true, options: [] });
  });

  it('gives a form that the schema accepts and leaves the given form alone', () => {
    const before = testForm();
    const form = addFormElement(before, 'SingleSelect', 'new');
    expect(formSchema.parse(form)).toEqual(form);
    expect(idsOf(before)).toHaveLength(3);
  });
});
