/** Expiry date the account page shows when an active site has none (`000` §2.5, §9). */
export const ACCOUNT_FALLBACK_EXPIRY_DATE = '2022-11-01';

/** Date format of the account page and of RSVP answers (`000` §2.5, `002` §9). */
export const DISPLAY_DATE_FORMAT = 'YYYY-MM-DD';
