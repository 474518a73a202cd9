import type {
  PlaceCardPrint,
  PlaceCardsQuery,
  SeatingPlan,
  SeatingPlanPdfQuery,
  TableCardsQuery,
} from '@eventsite/core';
import { buildSeatingWorkbook } from '@eventsite/core/export/build-seating-workbook';
import { printFontsCss } from '../prints/print-fonts-css';
import type { PrintPdfRenderer } from '../prints/print-pdf-renderer';
import {
  placeCardsForPrinterHtml,
  placeCardsHtml,
  seatingPlanHtml,
  tableCardsHtml,
  type SeatingPrintInput,
} from './seating-print-html';
import type { SeatingPrintLook } from './seating-print-look';
import { SEATING_WORKBOOK_TEXTS } from './seating-print-texts';

/** Which print to make, with its options. */
export type SeatingPrint =
  | { kind: 'plan'; query: Pick<SeatingPlanPdfQuery, 'size'> }
  | { kind: 'placeCards'; query: Pick<PlaceCardsQuery, 'format' | 'diets'> }
  | { kind: 'tableCards'; query: Pick<TableCardsQuery, 'size'> };

/** A seating print's HTML, the site's own fonts inlined as the invitation cards have them (no downloads). */
async function seatingPrintHtml(
  look: SeatingPrintLook,
  plan: Pick<SeatingPlan, 'tables' | 'guests'>,
  print: SeatingPrint,
): Promise<string> {
  const input: SeatingPrintInput = {
    look,
    plan,
    fontsCss: await printFontsCss([look.fonts.heading, look.fonts.text]),
  };
  switch (print.kind) {
    case 'plan':
      return seatingPlanHtml(input, print.query);
    case 'placeCards':
      return placeCardsHtml(input, print.query);
    case 'tableCards':
      return tableCardsHtml(input, print.query);
  }
}

/** The print as a PDF, by the invitations' Chromium renderer; each print's CSS `@page` sets its sheet. */
export async function renderSeatingPrint(
  renderer: PrintPdfRenderer,
  look: SeatingPrintLook,
  plan: Pick<SeatingPlan, 'tables' | 'guests'>,
  print: SeatingPrint,
): Promise<Buffer> {
  return renderer.render(await seatingPrintHtml(look, plan, print));
}

/** A place card order's print file for the print partner: a page with bleed per card, the spares blank. */
export async function renderPlaceCardsForPrinter(
  renderer: PrintPdfRenderer,
  look: SeatingPrintLook,
  print: PlaceCardPrint,
  quantity: number,
): Promise<Buffer> {
  const fontsCss = await printFontsCss([look.fonts.heading, look.fonts.text]);
  return renderer.render(placeCardsForPrinterHtml({ look, fontsCss }, print, quantity));
}

/** The venue's sheet in the print's language. */
export async function seatingSheet(
  look: Pick<SeatingPrintLook, 'language'>,
  plan: Pick<SeatingPlan, 'tables' | 'guests'>,
): Promise<Buffer> {
  return Buffer.from(await buildSeatingWorkbook(plan, SEATING_WORKBOOK_TEXTS[look.language]));
}
