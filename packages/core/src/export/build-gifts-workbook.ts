import ExcelJS from 'exceljs';
import type { Gift } from '../api/gifts';

/** The thank-you list sheet's words, in the owner's language. */
export interface GiftsWorkbookTexts {
  sheet: string;
  household: string;
  from: string;
  what: string;
  amount: string;
  greeting: string;
  thanked: string;
  note: string;
  /** A ticked "thanked". */
  yes: string;
  /** What a reservation of several pieces or shares reads as after its title, e.g. '× 3'. */
  quantity: (count: number) => string;
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF6E2D7' } };

/** Households by name, gifts without one last; within each, the oldest gift first. */
function byHousehold(a: Gift, b: Gift): number {
  if (a.householdName !== b.householdName) {
    if (a.householdName === null) return 1;
    if (b.householdName === null) return -1;
    return a.householdName.localeCompare(b.householdName);
  }
  return a.createdAt.localeCompare(b.createdAt);
}

function whatOf(gift: Gift, texts: GiftsWorkbookTexts): string {
  return gift.quantity !== null && gift.quantity > 1
    ? `${gift.title} ${texts.quantity(gift.quantity)}`
    : gift.title;
}

/**
 * The thank-you list's download `gifts.xlsx` (issue 37 item 3): one row per gift, grouped by household,
 * with who gave it, what it was, the amount in kronor (a number Excel can sum), the greeting, whether the
 * hosts have thanked and their note. Answers the file's bytes.
 */
export async function buildGiftsWorkbook(
  gifts: readonly Gift[],
  texts: GiftsWorkbookTexts,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(texts.sheet);
  sheet.columns = [
    { header: texts.household, key: 'household', width: 28 },
    { header: texts.from, key: 'from', width: 28 },
    { header: texts.what, key: 'what', width: 32 },
    { header: texts.amount, key: 'amount', width: 14, style: { numFmt: '#,##0.00' } },
    { header: texts.greeting, key: 'greeting', width: 48 },
    { header: texts.thanked, key: 'thanked', width: 10 },
    { header: texts.note, key: 'note', width: 36 },
  ];
  for (const gift of [...gifts].sort(byHousehold)) {
    sheet.addRow({
      household: gift.householdName ?? '',
      from: gift.from,
      what: whatOf(gift, texts),
      amount: gift.amount === null ? null : gift.amount / 100,
      greeting: gift.greeting,
      thanked: gift.thanked ? texts.yes : '',
      note: gift.note,
    });
  }
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
