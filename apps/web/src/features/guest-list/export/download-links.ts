import { downloadWorkbook } from '../../../lib/download-workbook';
import type { LinksWorkbookInput } from './build-links-workbook';

/** Builds the links sheet and downloads it; exceljs is loaded only when the owner asks. */
export async function downloadLinks(input: LinksWorkbookInput, fileName: string): Promise<void> {
  const { buildLinksWorkbook } = await import('./build-links-workbook');
  downloadWorkbook(await buildLinksWorkbook(input), fileName);
}
