import { describe, expect, it } from 'vitest';
import { householdNameQuestionId } from './household-name-question';
import { comingQuestion, foodQuestion, nameQuestion } from './rsvp-answers.fixture';

describe('householdNameQuestionId', () => {
  it('finds the question labelled as a name, in any of its languages', () => {
    expect(householdNameQuestionId([comingQuestion, foodQuestion, nameQuestion])).toBe('name');
    expect(
      householdNameQuestionId([foodQuestion, { ...nameQuestion, id: 'n', label: { da: 'Dit fulde navn' } }]),
    ).toBe('n');
    expect(
      householdNameQuestionId([
        foodQuestion,
        { ...nameQuestion, id: 'full', label: { sv: 'För- och efternamn' } },
      ]),
    ).toBe('full');
  });

  it('falls back to the first short text, and to none without one', () => {
    expect(householdNameQuestionId([comingQuestion, foodQuestion])).toBe('food');
    expect(householdNameQuestionId([comingQuestion])).toBeNull();
  });
});
