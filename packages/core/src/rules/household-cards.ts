import { PRINT_QUANTITY } from '../constants/print-prices';

/**
 * The number of cards an order with a personal QR per household prints (issue 21 item 5): one per
 * household, rounded up to whole tens as every print quantity is (`002` §9). Null when the guest list is
 * empty or needs more cards than one order holds (300).
 */
export function householdCardQuantity(households: number): number | null {
  if (!Number.isInteger(households) || households < 1) return null;
  const quantity = Math.max(
    PRINT_QUANTITY.min,
    Math.ceil(households / PRINT_QUANTITY.step) * PRINT_QUANTITY.step,
  );
  return quantity <= PRINT_QUANTITY.max ? quantity : null;
}

/**
 * A household's personal link (issue 21 item 2): the site in the household's language (`/:language?`,
 * `001` §2) with the token in `g`, which the language redirect keeps. `siteUrl` is the site's address with
 * its scheme, e.g. `https://anna-och-erik.se/`.
 */
export function householdLinkUrl(siteUrl: string, household: { language: string; token: string }): string {
  const url = new URL(siteUrl);
  url.pathname = `/${household.language}`;
  url.search = `?g=${encodeURIComponent(household.token)}`;
  url.hash = '';
  return url.toString();
}
