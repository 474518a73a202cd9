import { countRsvpAnswers } from '@eventsite/core/rules/rsvp-answer-counts';
import { siteAnswerForms } from '@eventsite/core/rules/answer-forms';
import { buildRsvpAnswerTable } from '@eventsite/core/rules/rsvp-answer-table';
import { siteSchema } from '@eventsite/core/schemas/site';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { answers, site } from '../components/answers-test-data';
import { buildAnswersWorkbook } from '@eventsite/core/export/build-answers-workbook';

const table = buildRsvpAnswerTable({
  questions: siteAnswerForms(siteSchema.parse(site))[0]?.questions ?? [],
  answers,
  language: 'sv',
});

async function exported() {
  const bytes = await buildAnswersWorkbook({
    table,
    counts: countRsvpAnswers(table, 'sv'),
    languageName: (code) => ({ sv: 'Svenska' })[code] ?? code,
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
  return workbook;
}

function rowsOf(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('buildAnswersWorkbook', () => {
  it('writes a header row and one row per guest with the table’s columns, dates as dates', async () => {
    const workbook = await exported();
    const sheet = workbook.getWorksheet('OSA-svar');
    expect(rowsOf(sheet)).toEqual([
      ['Namn', 'Kommer du?', 'Specialkost', 'Sällskap', 'Datum', 'Språk'],
      ['Cecilia Ek', 'Nej tyvärr', '', 1, new Date(Date.UTC(2025, 4, 12)), 'Svenska'],
      ['Anna Ek', 'Ja!', 'vegetarisk', 2, new Date(Date.UTC(2025, 4, 11)), 'Svenska'],
      ['Bertil Ek', 'Ja!', 'Vegetarisk', 2, new Date(Date.UTC(2025, 4, 11)), 'Svenska'],
      ['David Berg', 'Vet inte än', 'Glutenfri', 3, new Date(Date.UTC(2025, 4, 1)), 'Svenska'],
    ]);
    expect(sheet?.getCell('E2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet?.getRow(1).font?.bold).toBe(true);
  });

  it('writes a second sheet with the count of each answer per question', async () => {
    const workbook = await exported();
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['OSA-svar', 'Antal per fråga']);
    expect(rowsOf(workbook.getWorksheet('Antal per fråga'))).toEqual([
      ['Fråga', 'Svar', 'Antal'],
      ['Namn', 'Anna Ek', 1],
      ['Namn', 'Bertil Ek', 1],
      ['Namn', 'Cecilia Ek', 1],
      ['Namn', 'David Berg', 1],
      ['Kommer du?', 'Ja!', 2],
      ['Kommer du?', 'Nej tyvärr', 1],
      ['Kommer du?', 'Vet inte än', 1],
      ['Specialkost', 'vegetarisk', 2],
      ['Specialkost', 'Glutenfri', 1],
      ['Specialkost', 'Inget svar', 1],
    ]);
  });
});
