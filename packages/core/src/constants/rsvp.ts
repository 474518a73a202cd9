/** A guest chooses 1 to 5 guests, default 5 (`001` §5, §9, `002` §3, §9). Older modules: maxNumberOfPersons, same bounds. */
export const MAX_NUMBER_OF_GUESTS = { min: 1, max: 5, default: 5 } as const;

/** A legacy site has at most six receiver addresses per category (`002` §5, §9). */
export const MAX_RECEIVER_ADDRESSES = 6;

/** Answers counted as yes in the answers chart, lower case (`002` §9). */
export const RSVP_YES_WORDS: readonly string[] = ['ja', 'ja!', 'ja självklart!', 'yes', 'yes!'];

/** Answers counted as no in the answers chart, lower case (`002` §9). */
export const RSVP_NO_WORDS: readonly string[] = ['nej', 'nej tyvärr', 'nej jag kan tyvärr inte komma', 'no'];

/** File name of the answers export (`002` §9). */
export const RSVP_EXPORT_FILE_NAME = 'osa.xlsx';

/** Types of a legacy answer's custom values (`002` §3 "RSVP answer, legacy"). */
export const LEGACY_CUSTOM_VALUE_TYPES = ['TextField', 'YesOrNo', 'RadioGroup'] as const;
export type LegacyCustomValueType = (typeof LEGACY_CUSTOM_VALUE_TYPES)[number];
