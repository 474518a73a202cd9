import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { testHousehold } from '../components/programme-test-data';
import { buildLinksWorkbook, type LinksWorkbookInput } from './build-links-workbook';

const texts = {
  sheet: 'Guests',
  name: 'Household',
  members: 'Guests',
  mail: 'E-mail',
  phone: 'Phone',
  language: 'Language',
  tags: 'Tags',
  link: 'Personal link',
  status: 'Answer',
  events: 'Invited to',
};

async function rowsOf(input: LinksWorkbookInput): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await buildLinksWorkbook(input));
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const base: Omit<LinksWorkbookInput, 'eventsText'> = {
  households: [
    testHousehold({ _id: 'berg', name: 'The Berg family' }),
    testHousehold({ _id: 'holm', name: 'Eva Holm', events: ['ceremony'] }),
  ],
  linkOf: (household) => `https://anna.festsidan.se/?g=${household._id}`,
  statusText: () => 'Not answered',
  languageName: () => 'Swedish',
  texts,
};

describe('buildLinksWorkbook', () => {
  it('gives each household the events it is invited to when the site has a programme (issue 34)', async () => {
    const rows = await rowsOf({
      ...base,
      eventsText: (household) => (household.events === null ? 'All' : 'Ceremony'),
    });
    expect(rows[0]?.at(-1)).toBe('Invited to');
    expect(rows.slice(1).map((row) => [row[0], row.at(-1)])).toEqual([
      ['The Berg family', 'All'],
      ['Eva Holm', 'Ceremony'],
    ]);
  });

  it('has no events column on a site without a programme', async () => {
    const rows = await rowsOf(base);
    expect(rows[0]).not.toContain('Invited to');
    expect(rows[0]).toHaveLength(8);
  });
});
