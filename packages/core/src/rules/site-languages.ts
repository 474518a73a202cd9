import { MAX_SITE_LANGUAGES, SITE_LANGUAGE_CODES, type SiteLanguageCode } from '../constants/languages';
import type { AvailableLanguage } from '../schemas/site';

interface WithLanguages {
  availableLanguages: AvailableLanguage[];
}

/** The site's languages in order; the first is its main language. */
export function siteLanguageCodes(site: WithLanguages): SiteLanguageCode[] {
  return site.availableLanguages.map((language) => language.languageCode);
}

/** A language can be removed only while another remains: the remove button is hidden for the last (`002` §5). */
export function canRemoveSiteLanguage(site: WithLanguages): boolean {
  return site.availableLanguages.length > 1;
}

/** Another language fits while the site offers fewer than the maximum. */
export function canAddSiteLanguage(site: WithLanguages): boolean {
  return site.availableLanguages.length < MAX_SITE_LANGUAGES;
}

/**
 * The add list (`002` §5): every language code, sv, en, da, no and fi first, without the languages the site
 * offers already.
 */
export function addableSiteLanguages(site: WithLanguages): SiteLanguageCode[] {
  const added = new Set<string>(siteLanguageCodes(site));
  return SITE_LANGUAGE_CODES.filter((code) => !added.has(code));
}

/** The site offering one more language, last in the list. A language it offers already is an error. */
export function addSiteLanguage<S extends WithLanguages>(site: S, code: SiteLanguageCode): S {
  if (!addableSiteLanguages(site).includes(code)) throw new Error(`The site offers ${code} already`);
  if (!canAddSiteLanguage(site)) throw new Error(`A site offers at most ${MAX_SITE_LANGUAGES} languages`);
  return { ...site, availableLanguages: [...site.availableLanguages, { languageCode: code }] };
}

/**
 * The site without a language. The texts keep their translations, so adding it back brings them back.
 * Removing the last language is an error (`002` §5).
 */
export function removeSiteLanguage<S extends WithLanguages>(site: S, code: SiteLanguageCode): S {
  if (!canRemoveSiteLanguage(site)) throw new Error('The last language of a site cannot be removed');
  return {
    ...site,
    availableLanguages: site.availableLanguages.filter((language) => language.languageCode !== code),
  };
}
