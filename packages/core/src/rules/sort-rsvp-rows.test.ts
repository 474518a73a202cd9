import { describe, expect, it } from 'vitest';
import { buildRsvpAnswerTable } from './rsvp-answer-table';
import { answerTo, comingQuestion, foodQuestion, nameQuestion, rsvpAnswer } from './rsvp-answers.fixture';
import { sortRsvpRows } from './sort-rsvp-rows';

// Newest first: group 'c' (Ulla), then 'b' (Örjan, Adam), then 'a' (Berit, Cesar, and David without food).
const table = buildRsvpAnswerTable({
  questions: [nameQuestion, comingQuestion, foodQuestion],
  answers: [
    rsvpAnswer('c', [answerTo(nameQuestion, 'Ulla'), answerTo(foodQuestion, 'Vegan')], {
      createdAt: '2025-05-03T10:00:00Z',
      language: 'en',
    }),
    rsvpAnswer('b', [answerTo(nameQuestion, 'Adam'), answerTo(foodQuestion, 'Fisk')], {
      createdAt: '2025-05-02T10:00:00Z',
    }),
    rsvpAnswer('b', [answerTo(nameQuestion, 'Örjan'), answerTo(foodQuestion, 'Kött')], {
      createdAt: '2025-05-02T10:00:00Z',
    }),
    rsvpAnswer('a', [answerTo(nameQuestion, 'David'), answerTo(foodQuestion, '')], {
      createdAt: '2025-05-01T10:00:00Z',
      language: 'da',
    }),
    rsvpAnswer('a', [answerTo(nameQuestion, 'Cesar'), answerTo(foodQuestion, 'Kött')], {
      createdAt: '2025-05-01T10:00:00Z',
      language: 'da',
    }),
    rsvpAnswer('a', [answerTo(nameQuestion, 'berit'), answerTo(foodQuestion, 'Allergi')], {
      createdAt: '2025-05-01T10:00:00Z',
      language: 'da',
    }),
  ],
  language: 'sv',
});

const names = (rows: ReturnType<typeof sortRsvpRows>) => rows.map((row) => row.cells['q:name']?.text);

describe('sortRsvpRows', () => {
  it('keeps the order it was given without a sort', () => {
    expect(names(sortRsvpRows(table.rows, null))).toEqual([
      'Ulla',
      'Örjan',
      'Adam',
      'berit',
      'Cesar',
      'David',
    ]);
  });

  it('sorts by a question, case aside and Swedish letters last, keeping each group together', () => {
    expect(names(sortRsvpRows(table.rows, { key: 'q:name', direction: 'ascending' }))).toEqual([
      'Adam',
      'Örjan',
      'berit',
      'Cesar',
      'David',
      'Ulla',
    ]);
    expect(names(sortRsvpRows(table.rows, { key: 'q:name', direction: 'descending' }))).toEqual([
      'Örjan',
      'Adam',
      'Ulla',
      'David',
      'Cesar',
      'berit',
    ]);
  });

  it('puts empty answers last in either direction', () => {
    const ascending = sortRsvpRows(table.rows, { key: 'q:food', direction: 'ascending' });
    expect(names(ascending)).toEqual(['berit', 'Cesar', 'David', 'Adam', 'Örjan', 'Ulla']);
    const descending = sortRsvpRows(table.rows, { key: 'q:food', direction: 'descending' });
    expect(names(descending)).toEqual(['Ulla', 'Örjan', 'Adam', 'Cesar', 'berit', 'David']);
  });

  it('sorts by date and by language', () => {
    expect(names(sortRsvpRows(table.rows, { key: 'date', direction: 'ascending' }))).toEqual([
      'berit',
      'Cesar',
      'David',
      'Örjan',
      'Adam',
      'Ulla',
    ]);
    expect(names(sortRsvpRows(table.rows, { key: 'language', direction: 'ascending' }))).toEqual([
      'berit',
      'Cesar',
      'David',
      'Ulla',
      'Örjan',
      'Adam',
    ]);
  });
});
