import { describe, expect, it } from 'vitest';
import { setFormElementLabel } from './set-form-element-label';
import { testForm } from './form.fixture';
import { MissingFormElementError } from './update-form-element';

describe('setFormElementLabel (002 §3)', () => {
  it('changes the label in one language and keeps the others', () => {
    const form = setFormElementLabel(testForm(), 'name', 'en', 'Full name');
    expect(form.formElements[1]?.label).toEqual({ sv: 'Namn', en: 'Full name' });
  });

  it('adds a language the label did not have yet', () => {
    const form = setFormElementLabel(testForm(), 'name', 'da', 'Navn');
    expect(form.formElements[1]?.label).toEqual({ sv: 'Namn', en: 'Name', da: 'Navn' });
  });

  it('refuses a question the form does not have', () => {
    expect(() => setFormElementLabel(testForm(), 'gone', 'sv', 'x')).toThrow(MissingFormElementError);
  });
});
