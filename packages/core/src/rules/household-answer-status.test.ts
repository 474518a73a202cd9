import { describe, expect, it } from 'vitest';
import { countHouseholds, householdAnswerStatus } from './household-answer-status';
import { answerTo, comingQuestion, foodQuestion, nameQuestion, rsvpAnswer } from './rsvp-answers.fixture';

describe('householdAnswerStatus', () => {
  it('is not answered without answers', () => {
    expect(householdAnswerStatus([])).toBe('notAnswered');
  });

  it('is yes when any guest of the household comes', () => {
    const answers = [
      rsvpAnswer('g', [answerTo(nameQuestion, 'Anna'), answerTo(comingQuestion, 'no')]),
      rsvpAnswer('g', [answerTo(nameQuestion, 'Bo'), answerTo(comingQuestion, 'yes')]),
    ];
    expect(householdAnswerStatus(answers)).toBe('yes');
  });

  it('is no when every guest said no, as an option or in text', () => {
    const answers = [
      rsvpAnswer('g', [answerTo(comingQuestion, 'no')]),
      rsvpAnswer('g', [answerTo(foodQuestion, 'Nej, tyvärr.')]),
    ];
    expect(householdAnswerStatus(answers)).toBe('no');
  });

  it('is yes for an answer without a yes/no question', () => {
    expect(householdAnswerStatus([rsvpAnswer('g', [answerTo(foodQuestion, 'Vegetarian')])])).toBe('yes');
  });
});

describe('countHouseholds', () => {
  it('counts every household as invited and once by its answer', () => {
    expect(countHouseholds(['yes', 'no', 'notAnswered', 'notAnswered'])).toEqual({
      invited: 4,
      yes: 1,
      no: 1,
      notAnswered: 2,
    });
  });
});
