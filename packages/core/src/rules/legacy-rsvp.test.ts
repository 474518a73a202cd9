import { describe, expect, it } from 'vitest';
import { legacyRsvpModulePropertiesSchema } from '../schemas/legacy-site';
import {
  legacyAnswerYesOrNo,
  legacyBelowShown,
  legacyConditionProblem,
  legacyConditionToSave,
  legacyPersonAnswers,
  legacyRsvpShowsFormAtOnce,
} from './legacy-rsvp';

const properties = legacyRsvpModulePropertiesSchema.parse({
  customTextFieldsAbove: [{ id: 'textField1', label: 'Allergier' }],
  customMultipleRadioGroups: [
    {
      id: 'RadioGroup1',
      label: 'Kommer du?',
      options: [
        { id: 'RadioGroupOption1', label: 'Ja' },
        { id: 'RadioGroupOption2', label: 'Nej' },
      ],
    },
  ],
  customTextFieldsBelow: [{ id: 'textField2', label: 'Önskelåt', mandatory: true }],
  conditionShowTextFieldsBelow: { question: 'RadioGroup1', answer: 'RadioGroupOption1' },
});

const value = (id: string, text: string, type: 'TextField' | 'RadioGroup') => ({
  id,
  value: text,
  type,
  label: '',
});

describe('legacy conditional questions (002 §4)', () => {
  it('shows the questions at the bottom only after the chosen answer', () => {
    expect(legacyBelowShown(properties, [value('RadioGroup1', 'Ja', 'RadioGroup')])).toBe(true);
    expect(legacyBelowShown(properties, [value('RadioGroup1', 'Nej', 'RadioGroup')])).toBe(false);
    expect(legacyBelowShown(properties, [])).toBe(false);
  });

  it('shows them always, with a problem, when the question or answer was removed', () => {
    const noAnswer = {
      ...properties,
      conditionShowTextFieldsBelow: { question: 'RadioGroup1', answer: 'gone' },
    };
    expect(legacyConditionProblem(noAnswer)).toBe('ANSWER_MISSING');
    expect(legacyBelowShown(noAnswer, [])).toBe(true);
    const noQuestion = { ...properties, conditionShowTextFieldsBelow: { question: 'gone', answer: 'x' } };
    expect(legacyConditionProblem(noQuestion)).toBe('QUESTION_MISSING');
    expect(legacyConditionProblem(properties)).toBeNull();
  });
});

describe('legacyPersonAnswers (001 §5)', () => {
  it('requires a mandatory field below only when it shows, and stores it labelled', () => {
    const yes = legacyPersonAnswers(properties, {
      firstName: 'Anna',
      customValues: [value('RadioGroup1', 'Ja', 'RadioGroup')],
    });
    expect(yes).toEqual({ problem: { kind: 'REQUIRED', id: 'textField2', label: 'Önskelåt' } });
    const no = legacyPersonAnswers(properties, {
      firstName: 'Anna',
      customValues: [value('RadioGroup1', 'Nej', 'RadioGroup'), value('textField2', 'ignored', 'TextField')],
    });
    expect(no).toEqual({
      customValues: [
        { id: 'textField1', value: '', type: 'TextField', label: 'Allergier' },
        { id: 'RadioGroup1', value: 'Nej', type: 'RadioGroup', label: 'Kommer du?' },
        { id: 'textField2', value: '', type: 'TextField', label: 'Önskelåt' },
      ],
    });
  });

  it('rejects a missing name, a missing radio answer, an answer not offered and an unknown question', () => {
    expect(legacyPersonAnswers(properties, { customValues: [] })).toEqual({
      problem: { kind: 'NAME_MISSING' },
    });
    expect(legacyPersonAnswers(properties, { firstName: 'A', customValues: [] })).toMatchObject({
      problem: { kind: 'REQUIRED', id: 'RadioGroup1' },
    });
    expect(
      legacyPersonAnswers(properties, {
        firstName: 'A',
        customValues: [value('RadioGroup1', 'Kanske', 'RadioGroup')],
      }),
    ).toMatchObject({ problem: { kind: 'NOT_AN_OPTION' } });
    expect(
      legacyPersonAnswers(properties, { firstName: 'A', customValues: [value('nope', 'x', 'TextField')] }),
    ).toEqual({ problem: { kind: 'UNKNOWN_QUESTION', id: 'nope' } });
  });
});

describe('legacyAnswerYesOrNo (002 §9)', () => {
  it('reads weddingYesOrNo as a flag or a recognised word', () => {
    expect(legacyAnswerYesOrNo({ weddingYesOrNo: true, customValues: [] })).toBe('yes');
    expect(legacyAnswerYesOrNo({ weddingYesOrNo: 'Nej tyvärr', customValues: [] })).toBe('no');
  });

  it('falls back to the first radio answer that is a yes or no word, never a text field', () => {
    expect(
      legacyAnswerYesOrNo({
        customValues: [
          value('textField1', 'ja', 'TextField'),
          value('RadioGroup1', 'Ja självklart!', 'RadioGroup'),
        ],
      }),
    ).toBe('yes');
    expect(legacyAnswerYesOrNo({ customValues: [value('RadioGroup1', 'Kanske', 'RadioGroup')] })).toBeNull();
  });
});

describe('legacyConditionToSave (002 §4)', () => {
  it('keeps a chosen question and answer only while the switch is on', () => {
    expect(legacyConditionToSave(true, 'RadioGroup1', 'RadioGroupOption1')).toEqual({
      question: 'RadioGroup1',
      answer: 'RadioGroupOption1',
    });
    expect(legacyConditionToSave(false, 'RadioGroup1', 'RadioGroupOption1')).toBeNull();
    expect(legacyConditionToSave(true, 'RadioGroup1', '')).toBeNull();
  });
});

describe('legacyRsvpShowsFormAtOnce (002 §3)', () => {
  it('shows the form at once only with one person and the switch on', () => {
    const at = (maxNumberOfPersons: number, showRSVPFormWhenOnlyOnePerson?: boolean) =>
      legacyRsvpShowsFormAtOnce(
        legacyRsvpModulePropertiesSchema.parse({ maxNumberOfPersons, showRSVPFormWhenOnlyOnePerson }),
      );
    expect(at(1, true)).toBe(true);
    expect(at(1, false)).toBe(false);
    expect(at(1)).toBe(false);
    expect(at(2, true)).toBe(false);
  });
});
