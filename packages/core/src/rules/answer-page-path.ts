/**
 * Where the guest page's `<noscript>` link leads to answer a module without JavaScript (issue 40), in the
 * page's language. Zod-free, so the guest page imports it.
 */
export function answerPagePath(siteId: string, moduleId: string, language: string): string {
  return `/api/answer-pages/${encodeURIComponent(siteId)}/${encodeURIComponent(moduleId)}?lang=${encodeURIComponent(language)}`;
}

/** Where the guest page's `<noscript>` link leads to reserve a gift item without JavaScript (issue 40). */
export function reservationPagePath(
  siteId: string,
  moduleId: string,
  itemId: string,
  language: string,
): string {
  return `/api/reservation-pages/${[siteId, moduleId, itemId].map(encodeURIComponent).join('/')}?lang=${encodeURIComponent(language)}`;
}

/** Where a gift pot's `<noscript>` link leads to give a money gift without JavaScript (issue 40). */
export function giftPotPagePath(siteId: string, potId: string, language: string): string {
  return `/api/gift-pot-pages/${[siteId, potId].map(encodeURIComponent).join('/')}?lang=${encodeURIComponent(language)}`;
}
