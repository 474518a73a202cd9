/** Languages offered first in the add-language list (`002` §5). */
export const PREFERRED_SITE_LANGUAGE_CODES = ['sv', 'en', 'da', 'no', 'fi'] as const;

/** The other ISO 639-1 codes a site may offer, alphabetical (`002` §5 "about 190 codes"). */
// prettier-ignore
const OTHER_SITE_LANGUAGE_CODES = [
  'aa', 'ab', 'ae', 'af', 'ak', 'am', 'an', 'ar', 'as', 'av', 'ay', 'az', 'ba', 'be', 'bg', 'bi', 'bm',
  'bn', 'bo', 'br', 'bs', 'ca', 'ce', 'ch', 'co', 'cr', 'cs', 'cu', 'cv', 'cy', 'de', 'dv', 'dz', 'ee',
  'el', 'eo', 'es', 'et', 'eu', 'fa', 'ff', 'fj', 'fo', 'fr', 'fy', 'ga', 'gd', 'gl', 'gn', 'gu', 'gv',
  'ha', 'he', 'hi', 'ho', 'hr', 'ht', 'hu', 'hy', 'hz', 'ia', 'id', 'ie', 'ig', 'ii', 'ik', 'io', 'is',
  'it', 'iu', 'ja', 'jv', 'ka', 'kg', 'ki', 'kj', 'kk', 'kl', 'km', 'kn', 'ko', 'kr', 'ks', 'ku', 'kv',
  'kw', 'ky', 'la', 'lb', 'lg', 'li', 'ln', 'lo', 'lt', 'lu', 'lv', 'mg', 'mh', 'mi', 'mk', 'ml', 'mn',
  'mr', 'ms', 'mt', 'my', 'na', 'nb', 'nd', 'ne', 'ng', 'nl', 'nn', 'nr', 'nv', 'ny', 'oc', 'oj', 'om',
  'or', 'os', 'pa', 'pi', 'pl', 'ps', 'pt', 'qu', 'rm', 'rn', 'ro', 'ru', 'rw', 'sa', 'sc', 'sd', 'se',
  'sg', 'si', 'sk', 'sl', 'sm', 'sn', 'so', 'sq', 'sr', 'ss', 'st', 'su', 'sw', 'ta', 'te', 'tg', 'th',
  'ti', 'tk', 'tl', 'tn', 'to', 'tr', 'ts', 'tt', 'tw', 'ty', 'ug', 'uk', 'ur', 'uz', 've', 'vi', 'vo',
  'wa', 'wo', 'xh', 'yi', 'yo', 'za', 'zh', 'zu',
] as const;

/** Every language code a site may offer, preferred ones first (`002` §5). */
export const SITE_LANGUAGE_CODES = [...PREFERRED_SITE_LANGUAGE_CODES, ...OTHER_SITE_LANGUAGE_CODES] as const;
export type SiteLanguageCode = (typeof SITE_LANGUAGE_CODES)[number];

/** A site offers at most this many languages, which bounds every translatable text. */
export const MAX_SITE_LANGUAGES = 20;

/** The language a new site offers (`001` §9, `002` §9). */
export const DEFAULT_SITE_LANGUAGE_CODE: SiteLanguageCode = 'sv';

/** True for a language code a site may offer (`002` §5). */
export function isSiteLanguageCode(value: unknown): value is SiteLanguageCode {
  return typeof value === 'string' && (SITE_LANGUAGE_CODES as readonly string[]).includes(value);
}
