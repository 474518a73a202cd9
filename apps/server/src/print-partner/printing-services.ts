import type { PrintViewRenderer } from '../prints/load-print-view-renderer';
import type { PrintPdfRenderer } from '../prints/print-pdf-renderer';
import type { Carrier } from './carrier';
import type { PrintPartner } from './print-partner';

/** The carrier, the print partner and the PDF renderer the configuration names, built by `plugins/printing`. */
export interface PrintingServices {
  carrier: Carrier;
  partner: PrintPartner;
  pdf: PrintPdfRenderer;
  /** The print view's HTML, drawn by the web build's print card. */
  view: PrintViewRenderer;
  /** Hands a paid order to the partner in the background; closing the app waits for it. */
  handOverSoon(orderId: string): void;
  /** Resolves when every background hand-over has finished. */
  settled(): Promise<void>;
}
