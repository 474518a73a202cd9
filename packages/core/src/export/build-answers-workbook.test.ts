import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { countRsvpAnswers } from '../rules/rsvp-answer-counts';
import { buildRsvpAnswerTable } from '../rules/rsvp-answer-table';
import { answerTo, nameQuestion, rsvpAnswer } from '../rules/rsvp-answers.fixture';
import { buildAnswersWorkbook, type AnswersWorkbookInput } from './build-answers-workbook';

const table = buildRsvpAnswerTable({
  questions: [nameQuestion],
  answers: [
    rsvpAnswer('ceremony-only', [answerTo(nameQuestion, 'Dora')], {
      createdAt: '2025-05-12',
      attendance: [{ eventId: 'ceremony', attending: true }],
    }),
    rsvpAnswer('family', [answerTo(nameQuestion, 'Anna')], {
      createdAt: '2025-05-11',
      attendance: [
        { eventId: 'ceremony', attending: true },
        { eventId: 'dinner', attending: false },
      ],
    }),
  ],
  language: 'sv',
});

async function sheetRows(events: AnswersWorkbookInput['events']): Promise<unknown[][]> {
  const bytes = await buildAnswersWorkbook({
    table,
    events,
    counts: countRsvpAnswers(table, 'sv'),
    languageName: () => 'Svenska',
    texts: {
      answersSheet: 'OSA-svar',
      countsSheet: 'Antal per fråga',
      date: 'Datum',
      language: 'Språk',
      party: 'Sällskap',
      question: 'Fråga',
      answer: 'Svar',
      count: 'Antal',
      noAnswer: 'Inget svar',
    },
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows: unknown[][] = [];
  workbook.getWorksheet('OSA-svar')?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(Array.from({ length: row.cellCount }, (_, index) => values[index] ?? ''));
  });
  return rows;
}

describe('buildAnswersWorkbook with a programme', () => {
  it("adds a column per event after the questions, titled with the event, each guest's yes, no or nothing", async () => {
    const rows = await sheetRows({
      columns: [
        { id: 'ceremony', title: 'Vigsel' },
        { id: 'dinner', title: 'Middag' },
      ],
      yes: 'Ja',
      no: 'Nej',
    });
    expect(rows).toEqual([
      ['Namn', 'Vigsel', 'Middag', 'Sällskap', 'Datum', 'Språk'],
      ['Dora', 'Ja', '', 1, new Date(Date.UTC(2025, 4, 12)), 'Svenska'],
      ['Anna', 'Ja', 'Nej', 2, new Date(Date.UTC(2025, 4, 11)), 'Svenska'],
    ]);
  });

  it('has no event columns for a site without a programme', async () => {
    expect((await sheetRows(undefined))[0]).toEqual(['Namn', 'Sällskap', 'Datum', 'Språk']);
  });
});
