import { EVENT_LOGO_BRANDS } from '../constants/event-logos';
import { SITE_MODULE_TYPES_NOT_OFFERED } from '../constants/module-types';
import type { Brand } from '../constants/platform';
import { isThemeAvailableForBrand } from '../constants/themes';
import type { Site } from '../schemas/site';

/** Something in a site that its brand does not offer, with the path of the field that holds it. */
export interface BrandOfferProblem {
  path: string;
  message: string;
}

/**
 * What a site holds that the brand does not sell (`000` §1): theme12 and event logos are wedding only, and
 * the event brand has no gift registry or speech modules. Empty when the brand offers everything in it.
 */
export function brandOfferProblems(
  site: Pick<Site, 'theme' | 'eventLogo'> & { siteModules?: readonly { siteModuleType: string }[] },
  brand: Brand,
): BrandOfferProblem[] {
  const problems: BrandOfferProblem[] = [];
  if (!isThemeAvailableForBrand(site.theme, brand)) {
    problems.push({ path: 'theme', message: `the ${brand} brand does not offer ${site.theme}` });
  }
  if (site.eventLogo && !EVENT_LOGO_BRANDS.includes(brand)) {
    problems.push({ path: 'eventLogo', message: `the ${brand} brand does not offer event logos` });
  }
  const notOffered: readonly string[] = SITE_MODULE_TYPES_NOT_OFFERED[brand];
  (site.siteModules ?? []).forEach((module, index) => {
    if (notOffered.includes(module.siteModuleType)) {
      problems.push({
        path: `siteModules.${index}.siteModuleType`,
        message: `the ${brand} brand does not offer ${module.siteModuleType} modules`,
      });
    }
  });
  return problems;
}
