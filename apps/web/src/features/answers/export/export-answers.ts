import { RSVP_EXPORT_FILE_NAME } from '@eventsite/core/constants/rsvp';
import type { AnswersWorkbookInput } from './build-answers-workbook';

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
