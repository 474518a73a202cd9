/** Expiry date the account page shows when an active site has none (`000` §2.5, §9). */
export const ACCOUNT_FALLBACK_EXPIRY_DATE = '2022-11-01';
