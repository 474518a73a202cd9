import { describe, expect, it } from 'vitest';
import type { FormElement } from '../schemas/form';
import { answerTo, comingQuestion, foodQuestion, nameQuestion, rsvpAnswer } from './rsvp-answers.fixture';
import { buildRsvpAnswerTable, formatAnswerDate } from './rsvp-answer-table';

const texts = (table: ReturnType<typeof buildRsvpAnswerTable>) =>
  table.rows.map((row) => table.questionColumns.map((column) => row.cells[column.key]?.text ?? ''));

describe('buildRsvpAnswerTable', () => {
  it('has one row per guest, the guests of a submission together in the order they were sent', () => {
    // Newest first, as the server lists them: the last guest of a group comes first.
    const answers = [
      rsvpAnswer('late', [answerTo(nameQuestion, 'Cecilia')], { createdAt: '2025-05-12T09:00:00Z' }),
      rsvpAnswer('party', [answerTo(nameQuestion, 'Bertil')], { createdAt: '2025-05-11T09:00:00Z' }),
      rsvpAnswer('party', [answerTo(nameQuestion, 'Anna')], { createdAt: '2025-05-11T09:00:00Z' }),
    ];
    const table = buildRsvpAnswerTable({ questions: [nameQuestion], answers, language: 'sv' });
    expect(texts(table)).toEqual([['Cecilia'], ['Anna'], ['Bertil']]);
    expect(table.rows.map((row) => [row.groupIdentifier, row.guestNumber, row.groupSize])).toEqual([
      ['late', 1, 1],
      ['party', 1, 2],
      ['party', 2, 2],
    ]);
    expect(table.rows.map((row) => row.answerId)).toEqual([
      answers[0]?._id,
      answers[2]?._id,
      answers[1]?._id,
    ]);
  });

  it("carries each guest's own answer per event of the programme, and none for a guest not asked", () => {
    const answers = [
      rsvpAnswer('party', [answerTo(nameQuestion, 'Bertil')], {
        attendance: [
          { eventId: 'ceremony', attending: true },
          { eventId: 'dinner', attending: false },
        ],
      }),
      rsvpAnswer('party', [answerTo(nameQuestion, 'Anna')], {
        attendance: [{ eventId: 'ceremony', attending: true }],
      }),
      rsvpAnswer('anonymous', [answerTo(nameQuestion, 'Cecilia')]),
    ];
    const table = buildRsvpAnswerTable({ questions: [nameQuestion], answers, language: 'sv' });
    expect(table.rows.map((row) => [row.cells['q:name']?.text, row.attendance])).toEqual([
      ['Anna', [{ eventId: 'ceremony', attending: true }]],
      [
        'Bertil',
        [
          { eventId: 'ceremony', attending: true },
          { eventId: 'dinner', attending: false },
        ],
      ],
      ['Cecilia', []],
    ]);
  });

  it("puts the site's questions first in its order, then the date and the language", () => {
    const answers = [
      rsvpAnswer('g', [answerTo(comingQuestion, 'yes'), answerTo(nameQuestion, 'Anna')], { language: 'en' }),
    ];
    const table = buildRsvpAnswerTable({
      questions: [nameQuestion, comingQuestion],
      answers,
      language: 'sv',
    });
    expect(table.columns.map((column) => column.key)).toEqual(['q:name', 'q:coming', 'date', 'language']);
    expect(table.questionColumns.map((column) => column.label)).toEqual(['Namn', 'Kommer du?']);
    expect(texts(table)).toEqual([['Anna', 'Ja']]);
    expect(table.rows[0]?.language).toBe('en');
  });

  it('shows labels and options in the language asked for', () => {
    const answers = [rsvpAnswer('g', [answerTo(comingQuestion, 'no')])];
    const table = buildRsvpAnswerTable({ questions: [comingQuestion], answers, language: 'en' });
    expect(table.questionColumns[0]?.label).toBe('Are you coming?');
    expect(texts(table)).toEqual([['No']]);
  });

  it('shows answers to a renamed or deleted question after the current ones, under the label they were given with', () => {
    const oldName: FormElement = { ...nameQuestion, label: { sv: 'Ditt namn' } };
    const deletedBus: FormElement = {
      id: 'bus',
      formElementType: 'SingleSelect',
      label: { sv: 'Vill du åka buss?' },
      required: true,
      showConditions: [],
      options: [
        { id: 'bus-yes', text: { sv: 'Ja' } },
        { id: 'bus-no', text: { sv: 'Nej' } },
      ],
    };
    const answers = [
      rsvpAnswer('new', [answerTo(nameQuestion, 'Cecilia'), answerTo(comingQuestion, 'yes')], {
        createdAt: '2025-05-12T09:00:00Z',
      }),
      rsvpAnswer('old', [answerTo(oldName, 'Bertil'), answerTo(deletedBus, 'bus-no')], {
        createdAt: '2025-05-01T09:00:00Z',
      }),
    ];
    const table = buildRsvpAnswerTable({
      questions: [nameQuestion, comingQuestion, foodQuestion],
      answers,
      language: 'sv',
    });
    expect(table.questionColumns.map((column) => [column.label, column.current])).toEqual([
      ['Namn', true],
      ['Kommer du?', true],
      ['Specialkost', true],
      ['Ditt namn', false],
      ['Vill du åka buss?', false],
    ]);
    expect(table.columns.slice(-2).map((column) => column.key)).toEqual(['date', 'language']);
    // A question added later (Specialkost) is empty for every older answer.
    expect(texts(table)).toEqual([
      ['Cecilia', 'Ja', '', '', ''],
      ['', '', '', 'Bertil', 'Nej'],
    ]);
    expect(table.questionColumns[4]?.options.map((option) => option.id)).toEqual(['bus-yes', 'bus-no']);
  });

  it('keeps a question in its column when only case, spacing or an added translation differ', () => {
    const asked: FormElement = { ...nameQuestion, label: { sv: ' namn ' } };
    const table = buildRsvpAnswerTable({
      questions: [{ ...nameQuestion, label: { sv: 'Namn', en: 'Name', da: 'Navn' } }],
      answers: [rsvpAnswer('g', [answerTo(asked, 'Anna')])],
      language: 'sv',
    });
    expect(table.questionColumns.map((column) => column.key)).toEqual(['q:name']);
    expect(texts(table)).toEqual([['Anna']]);
  });

  it('gives two old labels of one question a column each, in the order they were first answered', () => {
    const first: FormElement = { ...foodQuestion, label: { sv: 'Allergier' } };
    const second: FormElement = { ...foodQuestion, label: { sv: 'Mat' } };
    const table = buildRsvpAnswerTable({
      questions: [],
      answers: [
        rsvpAnswer('b', [answerTo(second, 'Vegan')], { createdAt: '2025-05-03T09:00:00Z' }),
        rsvpAnswer('a', [answerTo(first, 'Nötter')], { createdAt: '2025-05-02T09:00:00Z' }),
      ],
      language: 'sv',
    });
    expect(table.questionColumns.map((column) => column.label)).toEqual(['Allergier', 'Mat']);
  });

  it('keeps an option removed from a current question among its options', () => {
    const withMaybe: FormElement = {
      ...comingQuestion,
      options: [...comingQuestion.options, { id: 'maybe', text: { sv: 'Kanske' } }],
    };
    const table = buildRsvpAnswerTable({
      questions: [comingQuestion],
      answers: [rsvpAnswer('g', [answerTo(withMaybe, 'maybe')])],
      language: 'sv',
    });
    expect(table.questionColumns[0]?.options.map((option) => option.id)).toEqual(['yes', 'no', 'maybe']);
    expect(texts(table)).toEqual([['Kanske']]);
  });

  it('recognises yes and no in any language of the chosen option, and in written answers', () => {
    const table = buildRsvpAnswerTable({
      questions: [comingQuestion, foodQuestion],
      answers: [
        rsvpAnswer('a', [answerTo(comingQuestion, 'yes'), answerTo(foodQuestion, 'Nej!')]),
        rsvpAnswer('b', [answerTo(comingQuestion, 'no'), answerTo(foodQuestion, 'Laktos')], {
          language: 'en',
        }),
      ],
      language: 'sv',
    });
    expect(table.rows.map((row) => [row.cells['q:coming']?.yesOrNo, row.cells['q:food']?.yesOrNo])).toEqual([
      ['yes', 'no'],
      ['no', null],
    ]);
  });

  it('dates each answer YYYY-MM-DD in Swedish time', () => {
    const table = buildRsvpAnswerTable({
      questions: [],
      answers: [rsvpAnswer('g', [], { createdAt: '2025-03-31T22:30:00.000Z' })],
      language: 'sv',
    });
    expect(table.rows[0]?.date).toBe('2025-04-01');
  });
});

describe('formatAnswerDate', () => {
  it.each([
    ['2025-01-05T12:00:00Z', '2025-01-05'],
    ['2024-12-31T23:30:00Z', '2025-01-01'],
    ['2025-06-30T21:59:59Z', '2025-06-30'],
    ['2025-06-30T22:00:00Z', '2025-07-01'],
    ['2025-02-03', '2025-02-03'],
  ])('reads %s as %s', (createdAt, date) => {
    expect(formatAnswerDate(createdAt)).toBe(date);
  });

  it('reads another time zone when asked', () => {
    expect(formatAnswerDate('2025-01-05T02:00:00Z', 'America/New_York')).toBe('2025-01-04');
  });
});
