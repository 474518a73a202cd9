import type { Household } from '@eventsite/core';
import { publicSiteUrl } from '../sites/render-site-qr-code';

/**
 * A household's personal link as the guest list shows it: the site at `host` in the household's language,
 * the token in `g`, with the scheme and port the server is reached on (`PUBLIC_URL`).
 */
export function householdLinkUrl(
  publicUrl: string,
  host: string,
  household: Pick<Household, 'language' | 'token'>,
): string {
  return `${publicSiteUrl(publicUrl, host)}${household.language}?g=${encodeURIComponent(household.token)}`;
}
