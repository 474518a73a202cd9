/** Layouts of a printed card (`002` §3 "Print"). */
export const PRINT_LAYOUTS = ['GENESIS', 'PHOTO_CLEAN', 'TEXT_ON_PHOTO', 'TEXT_ON_PHOTO_GRADIENT'] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];

/**
 * What a printed card is for (issue 37 item 4): an invitation, or a thank-you card sent after the wedding
 * (photo front, text back), ordered and paid the same way.
 */
export const PRINT_PURPOSES = ['invitation', 'thankYou'] as const;
export type PrintPurpose = (typeof PRINT_PURPOSES)[number];

/** Card corner trims; rounded corners cost extra (`002` §3, §9). */
export const PRINT_TRIMS = ['none', 'rounded'] as const;
export type PrintTrim = (typeof PRINT_TRIMS)[number];

export const PRINT_CONTENT_TYPES = ['text', 'image', 'qr'] as const;
export type PrintContentType = (typeof PRINT_CONTENT_TYPES)[number];

export const PRINT_PAGES = [1, 2] as const;
export type PrintPage = (typeof PRINT_PAGES)[number];

/** Every named place on a card that holds one content item (`002` §3 "Print content item"). */
export const PRINT_POSITIONS = [
  'welcomeText',
  'names',
  'dateAndLocationLong',
  'websiteInfo',
  'primaryImage',
  'title',
  'dateAndLocation',
  'textAtQR',
  'qr',
] as const;
export type PrintPosition = (typeof PRINT_POSITIONS)[number];

/** What kind of content each position holds. */
export const PRINT_POSITION_CONTENT_TYPES: Readonly<Record<PrintPosition, PrintContentType>> = {
  welcomeText: 'text',
  names: 'text',
  dateAndLocationLong: 'text',
  websiteInfo: 'text',
  primaryImage: 'image',
  title: 'text',
  dateAndLocation: 'text',
  textAtQR: 'text',
  qr: 'qr',
};

/** The positions of each layout, page by page, in reading order (`002` §3 "Positions by layout"). */
export const PRINT_LAYOUT_POSITIONS: Readonly<
  Record<PrintLayout, Readonly<Record<PrintPage, readonly PrintPosition[]>>>
> = {
  GENESIS: { 1: ['welcomeText', 'names', 'dateAndLocationLong', 'websiteInfo'], 2: ['textAtQR', 'qr'] },
  PHOTO_CLEAN: { 1: ['primaryImage', 'title', 'names', 'dateAndLocation'], 2: ['textAtQR', 'qr'] },
  TEXT_ON_PHOTO: { 1: ['primaryImage', 'title', 'dateAndLocation'], 2: ['textAtQR', 'qr'] },
  TEXT_ON_PHOTO_GRADIENT: { 1: ['primaryImage', 'title', 'dateAndLocation'], 2: ['textAtQR', 'qr'] },
};

/** Width / height of the primary image per layout that has one (`002` §9). */
export const PRINT_PRIMARY_IMAGE_ASPECT_RATIO: Readonly<Partial<Record<PrintLayout, number>>> = {
  PHOTO_CLEAN: 1.1,
  TEXT_ON_PHOTO: 460 / 635,
  TEXT_ON_PHOTO_GRADIENT: 460 / 635,
};

/** The printed card as the overview describes it (`002` §2.5). */
export const PRINT_CARD_FORMAT = { paperSize: 'A6', sides: 2, paperWeightGsm: 300, finish: 'matte' } as const;
