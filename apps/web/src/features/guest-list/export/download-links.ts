import type { LinksWorkbookInput } from './build-links-workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds the links sheet and downloads it; exceljs is loaded only when the owner asks. */
export async function downloadLinks(input: LinksWorkbookInput, fileName: string): Promise<void> {
  const { buildLinksWorkbook } = await import('./build-links-workbook');
  const url = URL.createObjectURL(new Blob([await buildLinksWorkbook(input)], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
