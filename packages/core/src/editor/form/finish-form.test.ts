import { describe, expect, it } from 'vitest';
import { deleteFormElement } from './delete-form-element';
import { finishForm } from './finish-form';
import { setFormElementLabel } from './set-form-element-label';
import { setFormElementOptionText } from './set-form-element-option-text';
import { testForm } from './form.fixture';

describe('finishForm (the form as the editor applies it)', () => {
  it('trims texts and drops the empty languages', () => {
    let form = setFormElementLabel(testForm(), 'name', 'sv', '  Namn  ');
    form = setFormElementLabel(form, 'name', 'en', ' ');
    form = setFormElementOptionText(form, 'coming', 'yes', 'sv', ' Ja! ');
    const finished = finishForm(form);
    expect(finished.formElements[1]?.label).toEqual({ sv: 'Namn' });
    const coming = finished.formElements[0];
    expect(coming?.formElementType === 'SingleSelect' && coming.options[0]?.text).toEqual({
      sv: 'Ja!',
      en: 'Yes',
    });
  });

  it('clears conditions whose question is gone and keeps the working ones', () => {
    expect(finishForm(testForm()).formElements[2]?.showConditions).toHaveLength(1);
    const finished = finishForm(deleteFormElement(testForm(), 'coming'));
    expect(finished.formElements[1]?.showConditions).toEqual([]);
  });
});
