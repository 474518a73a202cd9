import { describe, expect, it } from 'vitest';
import { comingRows } from './coming-guests';
import { answerTo, comingQuestion, nameQuestion, rsvpAnswer } from './rsvp-answers.fixture';
import { buildRsvpAnswerTable } from './rsvp-answer-table';

const names = (rows: { cells: Record<string, { text: string }> }[]) =>
  rows.map((row) => row.cells['q:name']?.text);

describe('comingRows', () => {
  it('for the whole day leaves out only the guests who answered no to the attendance question', () => {
    const table = buildRsvpAnswerTable({
      questions: [nameQuestion, comingQuestion],
      answers: [
        rsvpAnswer('g3', [answerTo(nameQuestion, 'Cecilia'), answerTo(comingQuestion, 'no')]),
        rsvpAnswer('g2', [answerTo(nameQuestion, 'Bo')]),
        rsvpAnswer('g1', [answerTo(nameQuestion, 'Alva'), answerTo(comingQuestion, 'yes')]),
      ],
      language: 'sv',
    });
    expect(names(comingRows(table))).toEqual(['Bo', 'Alva']);
  });

  it('counts everyone when no attendance question was answered yes or no', () => {
    const table = buildRsvpAnswerTable({
      questions: [nameQuestion],
      answers: [
        rsvpAnswer('g1', [answerTo(nameQuestion, 'Alva')]),
        rsvpAnswer('g2', [answerTo(nameQuestion, 'Bo')]),
      ],
      language: 'sv',
    });
    expect(comingRows(table)).toHaveLength(2);
  });

  it('for one event takes those who said yes to it, whatever they said for the day', () => {
    const table = buildRsvpAnswerTable({
      questions: [nameQuestion, comingQuestion],
      answers: [
        rsvpAnswer('g1', [answerTo(nameQuestion, 'Alva'), answerTo(comingQuestion, 'no')], {
          attendance: [{ eventId: 'dinner', attending: true }],
        }),
        rsvpAnswer('g2', [answerTo(nameQuestion, 'Bo'), answerTo(comingQuestion, 'yes')], {
          attendance: [{ eventId: 'dinner', attending: false }],
        }),
        rsvpAnswer('g3', [answerTo(nameQuestion, 'Cecilia')], {
          attendance: [{ eventId: 'ceremony', attending: true }],
        }),
      ],
      language: 'sv',
    });
    expect(names(comingRows(table, 'dinner'))).toEqual(['Alva']);
    expect(names(comingRows(table, 'ceremony'))).toEqual(['Cecilia']);
    expect(comingRows(table, 'unknown')).toEqual([]);
  });
});
