import type { Household } from '@eventsite/core/schemas/household';
import ExcelJS from 'exceljs';

interface LinksWorkbookTexts {
  sheet: string;
  name: string;
  members: string;
  mail: string;
  phone: string;
  language: string;
  tags: string;
  link: string;
  status: string;
  events: string;
}

export interface LinksWorkbookInput {
  households: readonly Household[];
  /** A household's personal link; empty while the site has no address. */
  linkOf: (household: Household) => string;
  statusText: (household: Household) => string;
  /** The events a household is invited to, in words; none when the site has no programme (no column then). */
  eventsText?: (household: Household) => string;
  languageName: (code: string) => string;
  texts: LinksWorkbookTexts;
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF6E2D7' } };

/** One row per household with its personal link (and its events), to mail, print or merge into letters. */
export async function buildLinksWorkbook(input: LinksWorkbookInput): Promise<ArrayBuffer> {
  const { texts } = input;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(texts.sheet);
  sheet.columns = [
    { header: texts.name, width: 28 },
    { header: texts.members, width: 40 },
    { header: texts.link, width: 60 },
    { header: texts.status, width: 16 },
    { header: texts.language, width: 14 },
    { header: texts.mail, width: 30 },
    { header: texts.phone, width: 18 },
    { header: texts.tags, width: 24 },
    ...(input.eventsText ? [{ header: texts.events, width: 36 }] : []),
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = HEADER_FILL;
  for (const household of input.households) {
    sheet.addRow([
      household.name,
      household.members.join(', '),
      input.linkOf(household),
      input.statusText(household),
      input.languageName(household.language),
      household.mail,
      household.phone,
      household.tags.join(', '),
      ...(input.eventsText ? [input.eventsText(household)] : []),
    ]);
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return workbook.xlsx.writeBuffer();
}
