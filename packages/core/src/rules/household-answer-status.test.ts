import { describe, expect, it } from 'vitest';
import {
  countHouseholds,
  countMembers,
  householdAnswerStatus,
  householdMemberAnswers,
} from './household-answer-status';
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

describe('householdMemberAnswers and countMembers (issue 39 item 5)', () => {
  const coming = (name: string, option: 'yes' | 'no') =>
    rsvpAnswer('g', [answerTo(nameQuestion, name), answerTo(comingQuestion, option)]);

  it('gives each member their own answer by name, case and accents aside, so one member’s no counts', () => {
    const answers = [
      coming('asa oberg', 'no'),
      { ...coming('Per Öberg', 'yes'), attendance: [{ eventId: 'dinner', attending: true }] },
    ];
    expect(householdMemberAnswers(['Per Öberg', 'Åsa Öberg', 'Lo Öberg'], answers)).toEqual([
      { name: 'Per Öberg', status: 'yes', attendance: [{ eventId: 'dinner', attending: true }] },
      { name: 'Åsa Öberg', status: 'no', attendance: [] },
      { name: 'Lo Öberg', status: 'notAnswered', attendance: [] },
    ]);
  });

  it('gives an answer whose name was changed to the next member no answer names', () => {
    const answers = [coming('Cilla', 'yes'), coming('Daniel', 'no')];
    expect(householdMemberAnswers(['Cilla', 'Dan'], answers).map(({ status }) => status)).toEqual([
      'yes',
      'no',
    ]);
  });

  it('counts people: every member once by their own answer, beside the households', () => {
    const households = [
      {
        memberAnswers: householdMemberAnswers(
          ['Cilla', 'Dan'],
          [coming('Cilla', 'yes'), coming('Dan', 'no')],
        ),
      },
      { memberAnswers: householdMemberAnswers(['Eva', 'Fred', 'Gun'], []) },
    ];
    expect(countMembers(households)).toEqual({ invited: 5, yes: 1, no: 1, notAnswered: 3 });
  });
});
