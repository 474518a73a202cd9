import type { Publication, Site } from '@eventsite/core';

/** The publication a whole site document carries (an imported or a demo site); its host in lower case. */
export function publicationOf(site: Site): Publication {
  return {
    host: site.host?.toLowerCase() ?? null,
    active: site.active,
    activeDate: site.activeDate ?? null,
    activeExpireDate: site.activeExpireDate ?? null,
    customDomains: site.customDomains,
    customDomainActive: site.customDomainActive,
    customDomainActiveDate: site.customDomainActiveDate ?? null,
  };
}
