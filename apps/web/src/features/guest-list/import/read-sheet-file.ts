import { splitSheetText } from '@eventsite/core/rules/split-sheet-text';
import { decodeSheetBytes } from './decode-sheet-bytes';

/** A cell as the owner sees it in the spreadsheet: text, a number, a link's text or a formula's result. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result);
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText.map((part: { text?: unknown }) => String(part.text ?? '')).join('');
    }
  }
  return '';
}

/** The rows of the first sheet of an xlsx file; exceljs is loaded only now. */
async function readXlsx(file: File): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(cellText(row.getCell(column).value));
    rows.push(cells);
  });
  return rows;
}

/** The rows of an uploaded guest sheet: xlsx by its name, anything else read as CSV text (UTF-8 or Excel's Windows-1252). */
export async function readSheetFile(file: File): Promise<string[][]> {
  if (/\.xlsx$/iu.test(file.name)) return readXlsx(file);
  return splitSheetText(decodeSheetBytes(await file.arrayBuffer()));
}
