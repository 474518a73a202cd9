import { RSVP_EXPORT_FILE_NAME } from '@eventsite/core/constants/rsvp';
import type { CatererSummary } from '@eventsite/core/rules/caterer-summary';
import type { AnswersWorkbookInput } from './build-answers-workbook';
import type { CatererWorkbookTexts } from './build-caterer-workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves a file through a temporary link, the way a browser downloads. */
function download(bytes: ArrayBuffer, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Builds `osa.xlsx` and downloads it; exceljs is loaded only now, when the owner asks (`002` §9). */
export async function exportAnswers(input: AnswersWorkbookInput): Promise<void> {
  const { buildAnswersWorkbook } = await import('./build-answers-workbook');
  download(await buildAnswersWorkbook(input), RSVP_EXPORT_FILE_NAME);
}

/** The caterer's sheet, built and downloaded like the export; exceljs is loaded only now. */
export async function exportCatererSheet(
  summary: CatererSummary,
  texts: CatererWorkbookTexts,
  fileName: string,
): Promise<void> {
  const { buildCatererWorkbook } = await import('./build-caterer-workbook');
  download(await buildCatererWorkbook(summary, texts), fileName);
}
