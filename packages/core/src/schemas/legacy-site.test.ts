import { describe, expect, it } from 'vitest';
import {
  legacyModuleSchema,
  legacyRadioGroupSchema,
  legacyRsvpModulePropertiesSchema,
  legacySpeechModulePropertiesSchema,
  legacyTextFieldSchema,
} from './legacy-site';

describe('legacy RSVP module (001 §3, 002 §3)', () => {
  it('defaults to 5 persons and the older confirmation text', () => {
    expect(legacyRsvpModulePropertiesSchema.parse({})).toMatchObject({
      maxNumberOfPersons: 5,
      confirmationText: 'Tack för att du OSA, vi har tagit emot dina uppgifter.',
      customTextFieldsAbove: [],
      customMultipleRadioGroups: [],
    });
  });

  it('bounds maxNumberOfPersons to 1..5', () => {
    expect(legacyRsvpModulePropertiesSchema.safeParse({ maxNumberOfPersons: 0 }).success).toBe(false);
    expect(legacyRsvpModulePropertiesSchema.safeParse({ maxNumberOfPersons: 6 }).success).toBe(false);
    expect(legacyRsvpModulePropertiesSchema.safeParse({ maxNumberOfPersons: 1 }).success).toBe(true);
  });

  it('keeps a condition on a question and answer', () => {
    const properties = legacyRsvpModulePropertiesSchema.parse({
      conditionShowTextFieldsBelow: { question: 'RadioGroup1', answer: 'RadioGroupOption1' },
    });
    expect(properties.conditionShowTextFieldsBelow).toEqual({
      question: 'RadioGroup1',
      answer: 'RadioGroupOption1',
    });
  });
});

describe('legacy fields (002 §3)', () => {
  it('defaults a text field label and mandatory flag', () => {
    expect(legacyTextFieldSchema.parse({ id: 'textField1' })).toEqual({
      id: 'textField1',
      label: 'Text som beskriver fältet',
      mandatory: false,
    });
  });

  it('defaults a radio group label', () => {
    expect(legacyRadioGroupSchema.parse({ id: 'RadioGroup1', options: [] }).label).toBe(
      'En fråga att svara på?',
    );
  });

  it('defaults the speech texts', () => {
    expect(legacySpeechModulePropertiesSchema.parse({})).toMatchObject({
      showFormButton: 'Anmälan av tal',
      confirmationText: 'Tack för att du anmält dig att tala',
    });
  });

  it('needs an id on every legacy module', () => {
    expect(legacyModuleSchema.safeParse({ menuTitle: 'x' }).success).toBe(false);
  });
});
