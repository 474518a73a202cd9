import { MARKET_TIME_ZONES, type Market } from '../constants/platform';
import type { PageFacts } from '../schemas/public-page';
import type { PublicSite } from '../schemas/public-site';
import { countdownTargetTime } from './countdown';
import { ownLanguageNames } from './language-names';

/**
 * What the server works out for a guest's page of `site` (core `PageFacts`): the names its language
 * switcher shows, the instants its countdowns count to and the fonts its head declares. A version-1 site
 * has neither switcher nor version-2 modules, so the browser works out the little it needs itself.
 */
export function pageFacts(site: PublicSite | null, market: Market): PageFacts {
  if (!site) return { languageNames: {}, countdownTargets: {}, fonts: null };
  if (!site.usesSiteModules) return { languageNames: {}, countdownTargets: {}, fonts: site.fonts };
  const countdownTargets: Record<string, number> = {};
  for (const module of site.siteModules) {
    if (module.siteModuleType !== 'Countdown') continue;
    const target = countdownTargetTime(module.countdownDate, MARKET_TIME_ZONES[market]);
    if (target !== null) countdownTargets[module.countdownDate] = target;
  }
  return {
    languageNames: ownLanguageNames(site.availableLanguages.map((entry) => entry.languageCode)),
    countdownTargets,
    fonts: site.fonts,
  };
}
