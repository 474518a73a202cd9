import type { Brand } from './platform';

/** Module types of a version-2 site, plus the older Speech2 (`002` §3 "Site module"). */
export const SITE_MODULE_TYPES = [
  'Header',
  'ImageAndText',
  'Text',
  'Video',
  'TextAndImageList',
  'PeopleList',
  'GiftRegistry',
  'Location',
  'Rsvp',
  'Countdown',
  'Form',
  'ImageGallery',
  'Speech2',
  'Schedule',
  'Seating',
] as const;
export type SiteModuleType = (typeof SITE_MODULE_TYPES)[number];

/**
 * The order of the add-module dialog 'Välj modul' (`002` §2.3); the programme (issue 34) beside the place,
 * the seating (issue 35) after the programme.
 */
export const ADDABLE_SITE_MODULE_TYPES: readonly SiteModuleType[] = [
  'Location',
  'Schedule',
  'Seating',
  'TextAndImageList',
  'ImageAndText',
  'Text',
  'Rsvp',
  'Speech2',
  'Countdown',
  'Header',
  'GiftRegistry',
  'PeopleList',
  'Video',
  'Form',
  'ImageGallery',
];

/** Module types a brand does not offer: no gift registry or speech for event (`000` §1, `002` §2.3). */
export const SITE_MODULE_TYPES_NOT_OFFERED: Readonly<Record<Brand, readonly SiteModuleType[]>> = {
  party: [],
  wedding: [],
  event: ['GiftRegistry', 'Speech2'],
};

/** The module types the add-module dialog offers for a brand, in dialog order (`002` §2.3). */
export function siteModuleTypesForBrand(brand: Brand): readonly SiteModuleType[] {
  const notOffered = SITE_MODULE_TYPES_NOT_OFFERED[brand];
  return ADDABLE_SITE_MODULE_TYPES.filter((type) => !notOffered.includes(type));
}
