import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildCatererWorkbook } from './build-caterer-workbook';

const texts = {
  event: 'Del av dagen',
  countsSheet: 'Antal',
  dietSheet: 'Specialkost',
  guestsComing: 'Gäster som kommer',
  question: 'Fråga',
  option: 'Alternativ',
  count: 'Antal',
  party: 'Sällskap',
  guest: 'Gäst',
  answer: 'Svar',
};

function rowsOf(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const summary = {
  guests: 3,
  choices: [
    {
      question: 'Middag',
      options: [
        { text: 'Fisk', count: 2 },
        { text: 'Kött', count: 1 },
      ],
    },
  ],
  dietAnswers: [{ guest: 'Anna', party: 1, question: 'Allergier', answer: 'Nötter' }],
};

describe('buildCatererWorkbook', () => {
  it('names the event on the first row of the counts when the sheet is for one event', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await buildCatererWorkbook(summary, texts, 'Middag'));
    expect(rowsOf(workbook.getWorksheet('Antal'))).toEqual([
      ['Del av dagen', 'Middag'],
      ['Gäster som kommer', '', 3],
      ['Fråga', 'Alternativ', 'Antal'],
      ['Middag', 'Fisk', 2],
      ['Middag', 'Kött', 1],
    ]);
    expect(workbook.getWorksheet('Antal')?.getRow(4).font?.bold).toBe(true);
  });

  it('writes the guests coming and each option’s count, then every diet answer by party and guest', async () => {
    const bytes = await buildCatererWorkbook(
      {
        guests: 3,
        choices: [
          {
            question: 'Middag',
            options: [
              { text: 'Fisk', count: 2 },
              { text: 'Kött', count: 1 },
            ],
          },
        ],
        dietAnswers: [{ guest: 'Anna', party: 1, question: 'Allergier', answer: 'Nötter' }],
      },
      texts,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Antal', 'Specialkost']);
    expect(rowsOf(workbook.getWorksheet('Antal'))).toEqual([
      ['Gäster som kommer', '', 3],
      ['Fråga', 'Alternativ', 'Antal'],
      ['Middag', 'Fisk', 2],
      ['Middag', 'Kött', 1],
    ]);
    expect(rowsOf(workbook.getWorksheet('Specialkost'))).toEqual([
      ['Sällskap', 'Gäst', 'Fråga', 'Svar'],
      [1, 'Anna', 'Allergier', 'Nötter'],
    ]);
  });
});
