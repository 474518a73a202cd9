import type { SiteLanguageCode } from './languages';

/** Dress codes of the get-started wizard (`002` §3 "WizardData"). */
export const DRESS_CODES = [
  'WHITE_TIE',
  'BLACK_TIE',
  'FORMAL',
  'COCKTAIL',
  'CASUAL',
  'OTHER',
  'NOT_DECIDED',
] as const;
export type DressCode = (typeof DRESS_CODES)[number];

/** Children policies of the get-started wizard (`002` §3 "WizardData"). */
export const CHILDREN_POLICIES = [
  'NO_CHILDREN',
  'CHILDREN_ALLOWED_ON_CEREMONY',
  'CHILDREN_WELCOME',
  'OTHER',
  'NOT_DECIDED',
] as const;
export type ChildrenPolicy = (typeof CHILDREN_POLICIES)[number];

/** Gift policies of the get-started wizard (`002` §3 "WizardData"). */
export const GIFT_POLICIES = ['MONEY', 'GIFTS', 'GUEST_FEE', 'NO_GIFTS', 'OTHER', 'NOT_DECIDED'] as const;
export type GiftPolicy = (typeof GIFT_POLICIES)[number];

/** What applies to a missing or empty wizard answer (`002` §4 "Wizard demo site", §9). */
export const WIZARD_DEFAULTS: Readonly<{
  dressCode: DressCode;
  children: ChildrenPolicy;
  gifts: GiftPolicy;
  languages: readonly SiteLanguageCode[];
  dateMonthsAhead: number;
}> = {
  dressCode: 'COCKTAIL',
  children: 'NO_CHILDREN',
  gifts: 'GIFTS',
  languages: ['sv'],
  dateMonthsAhead: 6,
};

/** OTHER and NOT_DECIDED have no demo text of their own; the demo uses these instead (`002` §4). */
export const WIZARD_UNDECIDED_TEXT_FALLBACK: Readonly<{ dressCode: DressCode; gifts: GiftPolicy }> = {
  dressCode: 'COCKTAIL',
  gifts: 'GIFTS',
};

/** The id of the demo site the wizard generates (`002` §4). */
export const WIZARD_SITE_ID = 'START-WIZARD';

/** The wizard suggests a speech of about this many minutes (`002` §9). */
export const SUGGESTED_SPEECH_MINUTES = 5;
