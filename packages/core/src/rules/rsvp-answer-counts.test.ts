import { describe, expect, it } from 'vitest';
import type { FormElement } from '../schemas/form';
import { countAttendance, countRsvpAnswers } from './rsvp-answer-counts';
import { buildRsvpAnswerTable } from './rsvp-answer-table';
import { answerTo, comingQuestion, foodQuestion, nameQuestion, rsvpAnswer } from './rsvp-answers.fixture';

function tableOf(answers: Parameters<typeof buildRsvpAnswerTable>[0]['answers']) {
  return buildRsvpAnswerTable({
    questions: [nameQuestion, comingQuestion, foodQuestion],
    answers,
    language: 'sv',
  });
}

const answers = [
  rsvpAnswer('a', [
    answerTo(nameQuestion, 'Anna'),
    answerTo(comingQuestion, 'yes'),
    answerTo(foodQuestion, 'Vegetarisk'),
  ]),
  rsvpAnswer('a', [
    answerTo(nameQuestion, 'Bo'),
    answerTo(comingQuestion, 'yes'),
    answerTo(foodQuestion, ' vegetarisk '),
  ]),
  rsvpAnswer('b', [
    answerTo(nameQuestion, 'Cia'),
    answerTo(comingQuestion, 'no'),
    answerTo(foodQuestion, ''),
  ]),
  rsvpAnswer('c', [
    answerTo(nameQuestion, 'Dan'),
    answerTo(comingQuestion, 'yes'),
    answerTo(foodQuestion, 'Glutenfri'),
  ]),
];

describe('countRsvpAnswers', () => {
  it('counts every option of a single-select question in order, unchosen ones at 0', () => {
    const [, coming] = countRsvpAnswers(tableOf(answers.slice(0, 2)), 'sv');
    expect(coming?.answers).toEqual([
      { text: 'Ja', optionId: 'yes', count: 2 },
      { text: 'Nej tyvärr', optionId: 'no', count: 0 },
    ]);
  });

  it('groups written answers case and spacing aside, the most given first, and counts the empty ones apart', () => {
    // 'Bo' is the group's first guest (the server lists the newest first), so his spelling names the group.
    const [, , food] = countRsvpAnswers(tableOf(answers), 'sv');
    expect(food?.answers).toEqual([
      { text: 'vegetarisk', optionId: null, count: 2 },
      { text: 'Glutenfri', optionId: null, count: 1 },
    ]);
    expect([food?.answered, food?.unanswered]).toEqual([3, 1]);
  });

  it('has one entry per question column, old ones included', () => {
    const renamed = { ...foodQuestion, label: { sv: 'Allergier' } };
    const counts = countRsvpAnswers(tableOf([rsvpAnswer('x', [answerTo(renamed, 'Nötter')])]), 'sv');
    expect(counts.map((question) => question.column.label)).toEqual([
      'Namn',
      'Kommer du?',
      'Specialkost',
      'Allergier',
    ]);
    expect(counts[3]?.answers).toEqual([{ text: 'Nötter', optionId: null, count: 1 }]);
    // The guest answered before 'Specialkost' was asked, so did not leave it unanswered.
    expect(counts[2]?.unanswered).toBe(0);
  });

  it('does not count a guest who was never shown a conditional question as not having answered it', () => {
    const whyNot: FormElement = {
      id: 'why-not',
      formElementType: 'ShortText',
      label: { sv: 'Varför inte?' },
      required: false,
      showConditions: [{ type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['no'] }],
    };
    const table = buildRsvpAnswerTable({
      questions: [nameQuestion, comingQuestion, whyNot],
      answers: [
        rsvpAnswer('a', [
          answerTo(nameQuestion, 'Anna'),
          answerTo(comingQuestion, 'yes'),
          answerTo(whyNot, ''),
        ]),
        rsvpAnswer('b', [
          answerTo(nameQuestion, 'Bo'),
          answerTo(comingQuestion, 'no'),
          answerTo(whyNot, 'Bortrest'),
        ]),
        rsvpAnswer('c', [
          answerTo(nameQuestion, 'Cia'),
          answerTo(comingQuestion, 'no'),
          answerTo(whyNot, ''),
        ]),
      ],
      language: 'sv',
    });
    const [, , why] = countRsvpAnswers(table, 'sv');
    expect([why?.answered, why?.unanswered]).toEqual([1, 1]);
    expect(
      table.rows.find((row) => row.cells['q:name']?.text === 'Anna')?.cells['q:why-not'],
    ).toBeUndefined();
  });
});

describe('countAttendance', () => {
  it('counts the recognised yes and no answers of the first yes/no question, and every guest', () => {
    expect(countAttendance(tableOf(answers))).toEqual({
      questionKey: 'q:coming',
      yes: 3,
      no: 1,
      other: 0,
      guests: 4,
    });
  });

  it('counts guests without a recognised answer as other', () => {
    const table = tableOf([...answers, rsvpAnswer('d', [answerTo(nameQuestion, 'Eva')])]);
    expect(countAttendance(table)).toEqual({ questionKey: 'q:coming', yes: 3, no: 1, other: 1, guests: 5 });
  });

  it('reads written yes and no answers too', () => {
    const table = buildRsvpAnswerTable({
      questions: [nameQuestion, foodQuestion],
      answers: [
        rsvpAnswer('a', [answerTo(nameQuestion, 'Anna'), answerTo(foodQuestion, 'JA SJÄLVKLART!')]),
        rsvpAnswer('b', [
          answerTo(nameQuestion, 'Bo'),
          answerTo(foodQuestion, 'Nej, jag kan tyvärr inte komma'),
        ]),
      ],
      language: 'sv',
    });
    expect(countAttendance(table)).toEqual({ questionKey: 'q:food', yes: 1, no: 1, other: 0, guests: 2 });
  });

  it('has no attendance question when nobody answered yes or no', () => {
    const table = tableOf([rsvpAnswer('a', [answerTo(nameQuestion, 'Anna')])]);
    expect(countAttendance(table)).toEqual({ questionKey: null, yes: 0, no: 0, other: 1, guests: 1 });
    expect(countAttendance(tableOf([]))).toEqual({ questionKey: null, yes: 0, no: 0, other: 0, guests: 0 });
  });
});
