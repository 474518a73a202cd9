import { translateText, type SiteV2 } from '@eventsite/core';

/** The site's name in a mail: its header title in `language`, else its address. */
export function siteName(site: SiteV2, language: string): string {
  const header = site.siteModules.find((module) => module.siteModuleType === 'Header');
  return translateText(header?.title, language) || (site.host ?? '');
}
