import {
  PRINT_LAYOUT_POSITIONS,
  PRINT_PAGES,
  PRINT_POSITION_CONTENT_TYPES,
  type PrintLayout,
  type PrintPosition,
  type PrintPurpose,
} from '../constants/print-layouts';
import {
  PRINT_DEFAULT_TEXTS,
  PRINT_THANK_YOU_TEXTS,
  type PrintTextPosition,
} from '../constants/print-default-texts';
import type { InterfaceLanguage } from '../constants/platform';
import { demoImage } from '../demo/demo-images';
import type { Print, PrintContentItem } from '../schemas/print';
import { printSiteTexts, type PrintSiteFacts } from './print-site-texts';

export interface PrintDefaults {
  language: InterfaceLanguage;
  /** Where the QR code leads (the site's address); without one the QR code starts hidden (`002` §4). */
  qrUrl?: string;
  /** A thank-you card's texts thank the guests (issue 37 item 4); an invitation's invite them. */
  purpose?: PrintPurpose;
  /** What the site knows (names, day, place, answer-by day), written instead of the demo's (issue 39 item 6). */
  facts?: PrintSiteFacts;
}

/** The primary image a new photo card shows until the couple chooses their own. */
const DEFAULT_PRIMARY_IMAGE = 'bouquet';

function defaultTexts(defaults: PrintDefaults): Record<PrintTextPosition, string> {
  const purpose = defaults.purpose ?? 'invitation';
  const demo = (purpose === 'thankYou' ? PRINT_THANK_YOU_TEXTS : PRINT_DEFAULT_TEXTS)[defaults.language];
  if (!defaults.facts) return demo;
  return { ...demo, ...printSiteTexts(defaults.facts, defaults.language, purpose, demo) };
}

function defaultItem(position: PrintPosition, page: 1 | 2, defaults: PrintDefaults): PrintContentItem {
  const common = { id: position, page, position };
  switch (PRINT_POSITION_CONTENT_TYPES[position]) {
    case 'image':
      return { ...common, contentType: 'image', properties: demoImage(DEFAULT_PRIMARY_IMAGE) };
    case 'qr':
      return {
        ...common,
        contentType: 'qr',
        properties: { url: defaults.qrUrl ?? '', hidden: !defaults.qrUrl },
      };
    case 'text':
      return {
        ...common,
        contentType: 'text',
        properties: { text: defaultTexts(defaults)[position as PrintTextPosition] },
      };
  }
}

/**
 * A layout's content as a new card has it (`002` §3 "Positions by layout"): one item per position, page by
 * page in reading order, each id the position's name (a position holds one item).
 */
export function defaultPrintContent(layout: PrintLayout, defaults: PrintDefaults): PrintContentItem[] {
  return PRINT_PAGES.flatMap((page) =>
    PRINT_LAYOUT_POSITIONS[layout][page].map((position) => defaultItem(position, page, defaults)),
  );
}

/**
 * Changes a card's layout (`002` §4 "Print editor"): the content becomes the new layout's defaults, except
 * that the texts and images at positions both layouts have are kept. Everything else about the card
 * (colours, fonts, trim, event logo) stays.
 */
export function switchPrintLayout<T extends Pick<Print, 'layout' | 'content'>>(
  print: T,
  layout: PrintLayout,
  defaults: PrintDefaults,
): T {
  const kept = new Map(
    print.content
      .filter((item) => item.contentType === 'text' || item.contentType === 'image')
      .map((item) => [item.position, item]),
  );
  const content = defaultPrintContent(layout, defaults).map((item) => {
    const previous = kept.get(item.position);
    return previous && previous.page === item.page ? { ...previous } : item;
  });
  return { ...print, layout, content };
}
