import {
  defaultPrintContent,
  insertPrintProgramme,
  PRINT_LAYOUT_POSITIONS,
  printSiteFacts,
  switchPrintLayout,
  type InterfaceLanguage,
  type Market,
  type Print,
  type PrintLayout,
  type PrintPage,
  type PrintPosition,
  type PrintPurpose,
  type PrintSiteFacts,
  type PrintTrim,
} from '@eventsite/core';
import { guestPhotosPageLink, takesGuestPhotos } from '@eventsite/core/rules/public-route';
import type { Image } from '@eventsite/core/schemas/image';
import type { SiteV2 } from '@eventsite/core/schemas/site';
import { DEFAULT_COLOR_SCHEME } from '../../../themes/site-style';

/** The design fields of a card that the design drawer's tabs change. */
export type PrintDesign = Pick<Print, 'colorScheme' | 'fonts' | 'siteGraphic' | 'eventLogo'>;

export interface PrintEditorState {
  print: Print;
  /** Set by any change, cleared by a successful save (`002` §4). */
  dirty: boolean;
  /** Edit mode; off is the preview (Granska). */
  editing: boolean;
  page: PrintPage;
  /** What a layout change fills new positions with. */
  language: InterfaceLanguage;
  qrUrl: string;
  /** What the site knows, which a layout change writes into new positions instead of the demo's. */
  facts: PrintSiteFacts;
}

export type PrintEditorAction =
  | { type: 'layout'; layout: PrintLayout }
  | { type: 'text'; position: PrintPosition; text: string }
  /** The programme's placeholder into a text (issue 34 item 6), whose side is then shown. */
  | { type: 'insertProgramme'; position: PrintPosition }
  /** null puts the layout's own picture back. */
  | { type: 'image'; image: Image | null }
  | { type: 'qr'; url: string; hidden: boolean }
  | { type: 'design'; design: Partial<PrintDesign> }
  | { type: 'trim'; trim: PrintTrim }
  | { type: 'page'; page: PrintPage }
  | { type: 'editing'; editing: boolean }
  | { type: 'saved'; print: Print };

/** The layout a new card starts with: the couple's photo, their names and the date. */
const NEW_PRINT_LAYOUT: PrintLayout = 'PHOTO_CLEAN';

/** The site's public address, which a new card's QR code opens; none while the site has no address. */
export function siteQrUrl(site: Pick<SiteV2, 'host'>): string {
  return site.host ? `https://${site.host}/` : '';
}

/**
 * The guests' photo upload page in the site's first language, which the card's QR may open instead of the
 * site (issue 38 item 1); '' while the site has no address or none of its galleries takes guests' photos.
 */
export function guestPhotosQrUrl(site: SiteV2): string {
  const siteUrl = siteQrUrl(site);
  if (siteUrl === '' || !takesGuestPhotos(site)) return '';
  const language = site.availableLanguages[0]?.languageCode ?? 'sv';
  return new URL(guestPhotosPageLink(language), siteUrl).toString();
}

/**
 * A new, unsaved card in the site's colours, fonts and event logo (`002` §4 "a new print (no id)"): an
 * invitation, or a thank-you card with its own texts (issue 37 item 4), naming the couple, day and place the
 * site knows (issue 39 item 6).
 */
export function newPrint(
  site: SiteV2,
  language: InterfaceLanguage,
  market: Market,
  purpose: PrintPurpose = 'invitation',
): Print {
  const qrUrl = siteQrUrl(site);
  const facts = printSiteFacts(site, market);
  return {
    site: site._id,
    layout: NEW_PRINT_LAYOUT,
    purpose,
    content: defaultPrintContent(NEW_PRINT_LAYOUT, { language, qrUrl: qrUrl || undefined, purpose, facts }),
    colorScheme: site.colorScheme ?? DEFAULT_COLOR_SCHEME,
    fonts: site.fonts,
    siteGraphic: site.siteGraphic ?? null,
    trim: 'none',
    eventLogo: site.eventLogo ?? null,
  };
}

export function initialPrintEditorState(
  print: Print,
  {
    page = 1,
    ...options
  }: { language: InterfaceLanguage; qrUrl: string; facts: PrintSiteFacts; page?: PrintPage },
): PrintEditorState {
  return { print, dirty: false, editing: true, page, ...options };
}

/** The side a link asks the editor to open on (`{ page: 2 }` from the QR warning's cancel, `002` §5). */
export function requestedPrintPage(state: unknown): PrintPage | undefined {
  if (typeof state !== 'object' || state === null || !('page' in state)) return undefined;
  return state.page === 2 ? 2 : state.page === 1 ? 1 : undefined;
}

/** Whether the QR dialog may be saved (`002` §5): a url is required unless the code is hidden. */
export function qrUrlProblem(url: string, hidden: boolean): 'required' | 'invalid' | null {
  if (hidden) return null;
  const trimmed = url.trim();
  if (trimmed === '') return 'required';
  try {
    const parsed = new URL(/^[a-z]+:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return parsed.hostname.includes('.') ? null : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** The url as the card stores it: with a scheme, so a phone opens it as an address. */
function normalizeQrUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  return /^[a-z]+:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function changed(state: PrintEditorState, print: Print): PrintEditorState {
  return { ...state, print, dirty: true };
}

function replaceAt(
  print: Print,
  position: PrintPosition,
  replace: (item: Print['content'][number]) => Print['content'][number],
): Print {
  return {
    ...print,
    content: print.content.map((item) => (item.position === position ? replace(item) : item)),
  };
}

export function printEditorReducer(state: PrintEditorState, action: PrintEditorAction): PrintEditorState {
  const { print } = state;
  switch (action.type) {
    case 'layout': {
      if (action.layout === print.layout) return state;
      const switched = switchPrintLayout(print, action.layout, {
        language: state.language,
        qrUrl: state.qrUrl || undefined,
        purpose: print.purpose,
        facts: state.facts,
      });
      // Every layout has the QR code on its back: the address the couple chose goes along.
      const qr = print.content.find((item) => item.contentType === 'qr');
      const content = switched.content.map((item) =>
        item.contentType === 'qr' && qr?.contentType === 'qr' ? { ...item, properties: qr.properties } : item,
      );
      return changed(state, { ...switched, content });
    }
    case 'text':
      return changed(
        state,
        replaceAt(print, action.position, (item) =>
          item.contentType === 'text' ? { ...item, properties: { text: action.text } } : item,
        ),
      );
    case 'insertProgramme': {
      const next = changed(
        state,
        replaceAt(print, action.position, (item) =>
          item.contentType === 'text'
            ? { ...item, properties: { text: insertPrintProgramme(item.properties.text) } }
            : item,
        ),
      );
      const page = PRINT_LAYOUT_POSITIONS[print.layout][1].includes(action.position) ? 1 : 2;
      return { ...next, page };
    }
    case 'image':
      return changed(
        state,
        replaceAt(print, 'primaryImage', (item) => {
          if (item.contentType !== 'image') return item;
          if (action.image) return { ...item, properties: action.image };
          return (
            defaultPrintContent(print.layout, { language: state.language }).find(
              (original) => original.position === 'primaryImage',
            ) ?? item
          );
        }),
      );
    case 'qr':
      return changed(
        state,
        replaceAt(print, 'qr', (item) =>
          item.contentType === 'qr'
            ? { ...item, properties: { url: normalizeQrUrl(action.url), hidden: action.hidden } }
            : item,
        ),
      );
    case 'design':
      return changed(state, { ...print, ...action.design });
    case 'trim':
      return changed(state, { ...print, trim: action.trim });
    case 'page':
      return { ...state, page: action.page };
    case 'editing':
      return { ...state, editing: action.editing };
    case 'saved':
      return { ...state, print: action.print, dirty: false };
  }
}
