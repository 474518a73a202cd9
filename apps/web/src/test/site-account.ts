import type { SiteAccountResponse } from '@eventsite/core/api/payments';

/** `GET /api/sites/s1/account/` for an unpublished site of anna@example.se, with `site` changed as given. */
export function siteAccountResponse(site: Partial<SiteAccountResponse['site']> = {}): SiteAccountResponse {
  return {
    account: { mail: 'anna@example.se', registered: { date: '2030-01-02T10:00:00.000Z' } },
    site: {
      _id: 's1',
      host: null,
      active: false,
      activeDate: null,
      activeExpireDate: null,
      visitorCount: 0,
      customDomains: [],
      customDomainActive: false,
      customDomainRegistrationsAvailable: 0,
      addressPrices: { subdomain: 49900, domainName: 119900 },
      formsWithoutRecipients: [],
      ...site,
    },
  };
}
