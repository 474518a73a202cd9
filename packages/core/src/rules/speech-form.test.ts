import { describe, expect, it } from 'vitest';
import { speech2ModuleSchema } from '../schemas/site-modules';
import { speechAnswers, speechCustomValues, speechFormElements, speechModuleIdOf } from './speech-form';

const speech = speech2ModuleSchema.parse({
  id: 'speech-1',
  siteModuleType: 'Speech2',
  customTextFields: [
    { id: 'name', label: { sv: 'Namn', en: 'Name' }, mandatory: true },
    { id: 'minutes', label: { sv: 'Hur länge?' } },
  ],
});

describe('the speech sign-up as a form', () => {
  it('asks each text field as a free-text question, required when mandatory', () => {
    expect(speechFormElements(speech)).toEqual([
      {
        id: 'name',
        formElementType: 'ShortText',
        label: { sv: 'Namn', en: 'Name' },
        required: true,
        showConditions: [],
      },
      {
        id: 'minutes',
        formElementType: 'ShortText',
        label: { sv: 'Hur länge?' },
        required: false,
        showConditions: [],
      },
    ]);
  });

  it('gives the field label its default text when the owner wrote none', () => {
    const [field] = speech2ModuleSchema.parse({
      id: 's',
      siteModuleType: 'Speech2',
      customTextFields: [{ id: 'f' }],
    }).customTextFields;
    expect(field?.label).toEqual({ sv: 'Text som beskriver fältet' });
  });

  it('turns answers into custom values labelled in the guest language, and back', () => {
    const elements = speechFormElements(speech);
    const customValues = speechCustomValues(
      elements,
      [{ formElement: elements[0]!, value: 'Kim', selectedOption: null }],
      'en',
    );
    expect(customValues).toEqual([
      { id: 'name', value: 'Kim', type: 'TextField', label: 'Name' },
      { id: 'minutes', value: '', type: 'TextField', label: 'Hur länge?' },
    ]);
    expect(speechAnswers(elements, customValues).map((answer) => answer.value)).toEqual(['Kim', '']);
  });

  it('reads the module id from the source, like older RSVPs', () => {
    expect(speechModuleIdOf('site-form-speech-1')).toBe('speech-1');
    expect(speechModuleIdOf('elsewhere')).toBeUndefined();
    expect(speechModuleIdOf(undefined)).toBeUndefined();
  });
});
