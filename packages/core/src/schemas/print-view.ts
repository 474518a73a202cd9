import type { InterfaceLanguage } from '../constants/platform';
import type { Print } from './print';

/** One printed card's back: the QR code it carries and, on a household's card, the household's name. */
export interface PrintCardBack {
  /** The QR code's image (an address or a data URL), or null when the card shows none. */
  qrSource: string | null;
  /** The address printed under the code, for those who type it. */
  qrLabel: string;
  householdName?: string;
  /**
   * The lines the card's programme placeholder stands for (issue 34 item 6): its household's events, or
   * the open ones on a card for anyone. Absent: the texts are printed as written.
   */
  programme?: readonly string[];
}

/**
 * What the web build's print view (`apps/web/src/server-render/render-print-view.tsx`) is given: the print
 * and everything it shows inlined, so the page (and Chromium printing it) needs no network.
 */
export interface PrintViewRenderInput {
  print: Print;
  title: string;
  /** The language the card is written in: the market's (`decisions.md` §8), for hyphens and the reader. */
  language: InterfaceLanguage;
  /** `@font-face` rules with the card's fonts inlined. */
  fontsCss: string;
  /** Sources of the card's images by content item id: data URLs, or a renderer's resource address. */
  images: Readonly<Record<string, string>>;
  /** Sources of the site graphic's artwork files by file name (without `.svg`). */
  artwork: Readonly<Record<string, string>>;
  /** The cards to print, each its front and back, in order. */
  cards: readonly PrintCardBack[];
}

/** The print view's whole HTML document (`002` §2.7). */
export type RenderPrintView = (input: PrintViewRenderInput) => string;
