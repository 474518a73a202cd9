import { RSVP_EXPORT_FILE_NAME } from '@eventsite/core/constants/rsvp';
import type { CatererSummary } from '@eventsite/core/rules/caterer-summary';
import type { AnswersWorkbookInput } from '@eventsite/core/export/build-answers-workbook';
import type { CatererWorkbookTexts } from './build-caterer-workbook';
import { downloadWorkbook } from '../../../lib/download-workbook';

/** Builds `osa.xlsx` and downloads it; exceljs is loaded only now, when the owner asks (`002` §9). */
export async function exportAnswers(input: AnswersWorkbookInput): Promise<void> {
  const { buildAnswersWorkbook } = await import('@eventsite/core/export/build-answers-workbook');
  downloadWorkbook(await buildAnswersWorkbook(input), RSVP_EXPORT_FILE_NAME);
}

/** The caterer's sheet, built and downloaded like the export; exceljs is loaded only now. */
export async function exportCatererSheet(
  summary: CatererSummary,
  texts: CatererWorkbookTexts,
  fileName: string,
  eventTitle?: string,
): Promise<void> {
  const { buildCatererWorkbook } = await import('./build-caterer-workbook');
  downloadWorkbook(await buildCatererWorkbook(summary, texts, eventTitle), fileName);
}
