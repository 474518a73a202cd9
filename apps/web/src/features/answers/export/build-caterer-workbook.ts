import type { CatererSummary } from '@eventsite/core/rules/caterer-summary';
import ExcelJS from 'exceljs';

/** The interface texts of the caterer's sheet, in the owner's language. */
export interface CatererWorkbookTexts {
  /** The label of the event's title row, e.g. 'Del av dagen'. */
  event: string;
  countsSheet: string;
  dietSheet: string;
  guestsComing: string;
  question: string;
  option: string;
  count: string;
  party: string;
  guest: string;
  answer: string;
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF6E2D7' } };

function styleHeader(sheet: ExcelJS.Worksheet, row: number): void {
  const header = sheet.getRow(row);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
}

/**
 * The caterer's sheet (issue 21, item 7): the number of guests coming and each option's count, then every
 * answer to the diet and allergy questions, guest by guest; for one event of the programme (issue 34 item 5)
 * the first row names it. Answers the file's bytes.
 */
export async function buildCatererWorkbook(
  summary: CatererSummary,
  texts: CatererWorkbookTexts,
  eventTitle?: string,
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();

  const counts = workbook.addWorksheet(texts.countsSheet);
  counts.columns = [{ width: 36 }, { width: 28 }, { width: 10 }];
  if (eventTitle !== undefined) counts.addRow([texts.event, eventTitle]).font = { bold: true, size: 14 };
  counts.addRow([texts.guestsComing, '', summary.guests]).font = { bold: true };
  counts.addRow([]);
  styleHeader(counts, counts.addRow([texts.question, texts.option, texts.count]).number);
  for (const choice of summary.choices) {
    for (const option of choice.options) counts.addRow([choice.question, option.text, option.count]);
  }

  const diet = workbook.addWorksheet(texts.dietSheet);
  diet.columns = [{ width: 10 }, { width: 28 }, { width: 28 }, { width: 48 }];
  diet.addRow([texts.party, texts.guest, texts.question, texts.answer]);
  styleHeader(diet, 1);
  diet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const answer of summary.dietAnswers) {
    diet.addRow([answer.party, answer.guest, answer.question, answer.answer]);
  }

  const buffer = await workbook.xlsx.writeBuffer();
  return buffer instanceof ArrayBuffer ? buffer : new Uint8Array(buffer).buffer;
}
