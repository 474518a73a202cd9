import { describe, expect, it } from 'vitest';
import { addFormElement } from './add-form-element';
import { addFormElementOption } from './add-form-element-option';
import { findMissingFormTexts } from './find-missing-form-texts';
import { setFormElementLabel } from './set-form-element-label';
import { testForm } from './form.fixture';

describe('findMissingFormTexts (002 §5: labels and answers in every site language)', () => {
  it('finds nothing when every text is filled in every language', () => {
    expect(findMissingFormTexts(testForm(), ['sv', 'en'])).toEqual([]);
  });

  it('reports each label and answer missing in a site language, in form order', () => {
    expect(findMissingFormTexts(testForm(), ['sv', 'da'])).toEqual([
      { type: 'LABEL', elementId: 'coming', language: 'da' },
      { type: 'OPTION', elementId: 'coming', optionId: 'yes', language: 'da' },
      { type: 'OPTION', elementId: 'coming', optionId: 'no', language: 'da' },
      { type: 'LABEL', elementId: 'name', language: 'da' },
      { type: 'LABEL', elementId: 'food', language: 'da' },
    ]);
  });

  it('counts a label of spaces as missing', () => {
    const form = setFormElementLabel(testForm(), 'name', 'sv', '   ');
    expect(findMissingFormTexts(form, ['sv'])).toEqual([
      { type: 'LABEL', elementId: 'name', language: 'sv' },
    ]);
  });

  it('reports a one-choice question without answers, and an empty new answer', () => {
    let form = setFormElementLabel(addFormElement({ formElements: [] }, 'SingleSelect', 'q'), 'q', 'sv', 'Q');
    expect(findMissingFormTexts(form, ['sv'])).toEqual([{ type: 'NO_OPTIONS', elementId: 'q' }]);
    form = addFormElementOption(form, 'q', 'o');
    expect(findMissingFormTexts(form, ['sv'])).toEqual([
      { type: 'OPTION', elementId: 'q', optionId: 'o', language: 'sv' },
    ]);
  });
});
