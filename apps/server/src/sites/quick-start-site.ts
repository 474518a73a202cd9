import { buildDemoSite, type Brand, type DemoVariant, type Market, type SiteV2 } from '@eventsite/core';

/** The id a quick-start draft carries: it is no stored site's (`decisions.md` §3 "Quick start"). */
const QUICK_START_SITE_ID = 'QUICK-START';

/**
 * A fresh copy of the brand's demo site to edit without an account: dated from now, unpublished,
 * without an address and without the demo's form recipients; saving it means creating a site (`POST /api/sites/V2`).
 */
export function buildQuickStartSite(
  brand: Brand,
  market: Market,
  demoHost: string,
  now: Date,
  variant: DemoVariant = 'standard',
): SiteV2 {
  return {
    ...buildDemoSite({ brand, market, host: demoHost, now, variant }),
    _id: QUICK_START_SITE_ID,
    host: null,
    active: false,
    quickStart: true,
    siteVersion: 0,
    visitorCount: 0,
    // The demo's recipients are the demo host's; a new owner chooses their own.
    formRecipients: [],
  };
}
