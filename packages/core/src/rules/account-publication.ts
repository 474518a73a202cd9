import { ACCOUNT_FALLBACK_EXPIRY_DATE } from '../constants/account';
import type { CustomDomain } from '../schemas/site';

export interface AccountPublication {
  activeDate: string | null;
  /** `activeExpireDate`, or 2022-11-01 when the site has none (`000` §2.5, §9). */
  expiryDate: string;
  /** The first custom domain: shown with its expiry and a contact note instead of the extend button. */
  customDomain: CustomDomain | null;
  /** The custom domain's registration ends before the publication: the address stops working first. */
  customDomainExpiresFirst: boolean;
}

/** The publication section of the account page, or null when the site is not active (`000` §2.5). */
export function accountPublication(site: {
  active: boolean;
  activeDate?: string | null;
  activeExpireDate?: string | null;
  customDomains: CustomDomain[];
}): AccountPublication | null {
  if (!site.active) return null;
  const expiryDate = site.activeExpireDate ?? ACCOUNT_FALLBACK_EXPIRY_DATE;
  const customDomain = site.customDomains[0] ?? null;
  return {
    activeDate: site.activeDate ?? null,
    expiryDate,
    customDomain,
    customDomainExpiresFirst:
      customDomain !== null && new Date(customDomain.expires).getTime() < new Date(expiryDate).getTime(),
  };
}
