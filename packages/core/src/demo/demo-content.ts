import type { Form } from '../schemas/form';
import type { GiftReservation } from '../schemas/gift-registry';
import type { RichTextDocument, RichTextInlineNode, RichTextMark } from '../schemas/rich-text';
import type { FormRecipients, SiteV2Input } from '../schemas/site';
import type { SiteModuleInput } from '../schemas/site-modules';

/*
 * What the three brand content files share: the shape they hand to `buildDemoSite`, a compact way to write
 * rich text, and the wording every demo uses for the same controls (gift registry, RSVP).
 */

/** Every demo site offers Swedish, English and Danish, so every text is written in all three. */
export type DemoLanguage = 'sv' | 'en' | 'da';
export type Trilingual<T = string> = Record<DemoLanguage, T>;

/** The event date of a demo site: six months after it is built, at 15:00 (`002` §9). */
export interface DemoDate {
  /** As the Countdown module stores it: 'YYYY-MM-DDTHH:mm'. */
  countdownDate: string;
  /** Written out, e.g. '14 juni 2025', '14 June 2025', '14. juni 2025'. */
  long: Trilingual;
  /** Day, month and year with dots, e.g. '14.06.2025', as an event logo shows it. */
  numeric: string;
}

/** The design fields of a demo site. */
export type DemoDesign = Required<Pick<SiteV2Input, 'theme' | 'fonts' | 'colorScheme'>> &
  Pick<SiteV2Input, 'siteGraphic' | 'eventLogo'>;

/** One brand's demo site in one market, before `buildDemoSite` adds the site fields. */
export interface DemoContent {
  design: DemoDesign;
  modules: SiteModuleInput[];
  /** Some gifts start out reserved, so the demo shows the reserved status texts. */
  giftRegistryReservations: GiftReservation[];
  /**
   * Who gets the RSVP and Form answers, so a guest trying the demo sends the mail an owner would get.
   * Private like every site's recipients; quick start leaves them out of its copy.
   */
  formRecipients?: FormRecipients[];
}

/** A colour of a colour scheme (`000` §3 "Color scheme"). */
export function hsl(h: number, s: number, l: number): { h: number; s: number; l: number } {
  return { h, s, l };
}

/** `**bold**`, `*italic*`, `__underline__` and `[text](https://…)`; marks do not nest. */
const INLINE_MARKUP = /\*\*(.+?)\*\*|\*(.+?)\*|__(.+?)__|\[(.+?)\]\((\S+?)\)/g;

function textNode(text: string, mark?: RichTextMark): RichTextInlineNode {
  return mark ? { type: 'text', text, marks: [mark] } : { type: 'text', text };
}

function inlineNodes(line: string): RichTextInlineNode[] {
  const nodes: RichTextInlineNode[] = [];
  let position = 0;
  for (const match of line.matchAll(INLINE_MARKUP)) {
    if (match.index > position) nodes.push(textNode(line.slice(position, match.index)));
    const [, bold, italic, underline, linkText, href] = match;
    if (bold !== undefined) nodes.push(textNode(bold, { type: 'bold' }));
    else if (italic !== undefined) nodes.push(textNode(italic, { type: 'italic' }));
    else if (underline !== undefined) nodes.push(textNode(underline, { type: 'underline' }));
    else if (linkText !== undefined && href !== undefined) {
      nodes.push(textNode(linkText, { type: 'link', attrs: { href } }));
    }
    position = match.index + match[0].length;
  }
  if (position < line.length) nodes.push(textNode(line.slice(position)));
  return nodes;
}

/**
 * A rich text document from blocks written in a small markup, so the demo copy reads like text rather
 * than JSON: each block is a paragraph, or a level-3 heading when it starts with '### '; a '\n' inside a
 * block is a line break.
 */
export function richText(blocks: readonly string[]): RichTextDocument {
  return {
    type: 'doc',
    content: blocks.map((block) => {
      const heading = block.startsWith('### ');
      const content = (heading ? block.slice(4) : block)
        .split('\n')
        .flatMap((line, index): RichTextInlineNode[] =>
          index === 0 ? inlineNodes(line) : [{ type: 'hardBreak' }, ...inlineNodes(line)],
        );
      return heading ? { type: 'heading', attrs: { level: 3 }, content } : { type: 'paragraph', content };
    }),
  };
}

/** A rich text in the three demo languages. */
export function richTexts(blocks: Trilingual<readonly string[]>): Trilingual<RichTextDocument> {
  return { sv: richText(blocks.sv), en: richText(blocks.en), da: richText(blocks.da) };
}

/** The button, label and status texts of a gift registry (`001` §3 "Gift registry module"). */
export const DEMO_GIFT_REGISTRY_TEXTS = {
  showGiftRegistryButton: { sv: 'Visa önskelistan', en: 'Show the wish list', da: 'Se ønskelisten' },
  reserveButton: { sv: 'Reservera', en: 'Reserve', da: 'Reserver' },
  cancelReservationButton: { sv: 'Ta bort reservation', en: 'Cancel reservation', da: 'Fjern reservation' },
  labelReserveQuantity: {
    sv: 'Hur många vill du reservera?',
    en: 'How many will you reserve?',
    da: 'Hvor mange vil du reservere?',
  },
  labelReservePassword: {
    sv: 'Välj ett lösenord, så att bara du kan ta bort reservationen',
    en: 'Choose a password, so that only you can cancel the reservation',
    da: 'Vælg en adgangskode, så kun du kan fjerne reservationen',
  },
  labelCancelReservationQuantity: {
    sv: 'Hur många vill du ta bort?',
    en: 'How many will you cancel?',
    da: 'Hvor mange vil du fjerne?',
  },
  labelCancelReservationPassword: {
    sv: 'Lösenordet du valde när du reserverade',
    en: 'The password you chose when you reserved',
    da: 'Adgangskoden, du valgte, da du reserverede',
  },
  statusTextQuantity: { sv: 'Antal', en: 'Quantity', da: 'Antal' },
  statusTextReservedSingular: { sv: 'Reserverad', en: 'Reserved', da: 'Reserveret' },
  statusTextReservedPlural: { sv: 'reserverade', en: 'reserved', da: 'reserveret' },
} as const satisfies Record<string, Trilingual>;

/** The RSVP texts that read the same for every demo; the confirmation is each site's own. */
export const DEMO_RSVP_TEXTS = {
  selectNumberOfGuestsText: {
    sv: 'Hur många är ni i sällskapet?',
    en: 'How many are you in your party?',
    da: 'Hvor mange er I i selskabet?',
  },
  oneGuestRsvpButton: { sv: 'OSA', en: 'RSVP', da: 'Svar' },
  guestIndexTitle: { sv: 'Gäst', en: 'Guest', da: 'Gæst' },
  sendButton: { sv: 'Skicka svar', en: 'Send reply', da: 'Send svar' },
  confirmationTitle: { sv: 'Tack för ditt svar!', en: 'Thank you for replying!', da: 'Tak for dit svar!' },
} as const satisfies Record<string, Trilingual>;

/** The id of the 'Ja' option of the RSVP form, which the follow-up questions are conditioned on. */
const RSVP_YES_OPTION_ID = 'rsvp-coming-yes';

/**
 * The RSVP questions of every demo (`002` §3 "Form"): the guest's name, whether they come, and, only for
 * those who answer yes, allergies and a song wish, the site's own question.
 */
export function demoRsvpForm(songWish: Trilingual): Form {
  const onlyWhenComing = [
    { type: 'SHOW' as const, formElementId: 'rsvp-coming', formElementOptionIds: [RSVP_YES_OPTION_ID] },
  ];
  return {
    formElements: [
      {
        id: 'rsvp-name',
        formElementType: 'ShortText',
        label: { sv: 'För- och efternamn', en: 'First and last name', da: 'For- og efternavn' },
        required: true,
        showConditions: [],
      },
      {
        id: 'rsvp-coming',
        formElementType: 'SingleSelect',
        label: { sv: 'Kommer du?', en: 'Are you coming?', da: 'Kommer du?' },
        required: true,
        showConditions: [],
        options: [
          { id: RSVP_YES_OPTION_ID, text: { sv: 'Ja', en: 'Yes', da: 'Ja' } },
          { id: 'rsvp-coming-no', text: { sv: 'Nej', en: 'No', da: 'Nej' } },
        ],
      },
      {
        id: 'rsvp-allergies',
        formElementType: 'ShortText',
        label: {
          sv: 'Allergier eller specialkost?',
          en: 'Any allergies or dietary requirements?',
          da: 'Allergier eller særlig kost?',
        },
        required: false,
        showConditions: onlyWhenComing,
      },
      {
        id: 'rsvp-song',
        formElementType: 'ShortText',
        label: songWish,
        required: false,
        showConditions: onlyWhenComing,
      },
    ],
  };
}

/** Big Buck Bunny, an openly licensed film, so the demo's Video module always has something to play. */
export const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
