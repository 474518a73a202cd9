import {
  DEFAULT_LANGUAGE,
  isInterfaceLanguage,
  MARKET_LANGUAGE,
  type InterfaceLanguage,
  type Market,
} from '../constants/platform';
import { isSiteLanguageCode } from '../constants/languages';
import { readQueryParameter, withQueryString } from './query-string';

const LANGUAGE_BY_TOP_LEVEL_DOMAIN: Readonly<Record<string, InterfaceLanguage>> = {
  com: 'en',
  dk: 'da',
  se: 'sv',
};

/** The language part of a browser language tag: 'en-US' gives 'en'. */
export function primaryLanguage(languageTag: string): string {
  return languageTag.trim().slice(0, 2).toLowerCase();
}

export interface InterfaceLanguageInput {
  /** The host in use (see `selectMode`), or null when none. */
  host: string | null;
  /** `location.search`. */
  search: string;
  /** The language kept in storage from an earlier visit, if any. */
  storedLanguage: string | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages: readonly string[];
  /** The market's language is the last resort (`decisions.md` §8: Danish by default in Denmark); sv unknown. */
  market?: Market;
}

/**
 * Default interface language (`000` §2.1, `001` §9): by top-level domain (.com English, .dk Danish, .se
 * Swedish); otherwise the `lang` query parameter, then the stored language, then the first browser
 * language that is sv, en or da, then the market's language (sv where the market is unknown). Values that are not interface languages are skipped.
 */
export function selectInterfaceLanguage(input: InterfaceLanguageInput): InterfaceLanguage {
  const topLevelDomain = input.host?.split('.').pop();
  const byDomain = topLevelDomain === undefined ? undefined : LANGUAGE_BY_TOP_LEVEL_DOMAIN[topLevelDomain];
  if (byDomain) return byDomain;
  const candidates = [
    readQueryParameter(input.search, 'lang'),
    input.storedLanguage,
    ...input.browserLanguages.map(primaryLanguage),
  ];
  const fallback = input.market === undefined ? DEFAULT_LANGUAGE : MARKET_LANGUAGE[input.market];
  return candidates.find(isInterfaceLanguage) ?? fallback;
}

export interface PublicLanguageInput {
  /** The site's available language codes, in the owner's order. */
  availableLanguages: readonly string[];
  /** The `/:language` path segment, if any. */
  pathLanguage: string | null;
  /** `navigator.language`, e.g. 'sv-SE'. */
  browserLanguage: string | null;
  /** A version-1 site (before siteModules), which has no language handling. */
  legacy: boolean;
}

export type PublicLanguageDecision =
  /** `language` is null on a legacy site, which is shown without language handling. */
  { kind: 'show'; language: string | null } | { kind: 'redirect'; language: string } | { kind: 'notFound' };

/**
 * The public site's language (`001` §2 "Public route"). A path language the site offers is shown; in other
 * letter case, or a language it does not offer, redirects to one it does (issue 39 item 12); anything else
 * is not found. Without one: a single language is shown as it is; with several the guest is redirected to the
 * browser language (first two letters) when offered, else to the first available language. Legacy sites
 * have no language handling, and a language in their path is not found. A current site without any
 * language is an error (`001` §8).
 */
export function selectPublicLanguage(input: PublicLanguageInput): PublicLanguageDecision {
  const pathLanguage = input.pathLanguage === '' ? null : input.pathLanguage;
  if (input.legacy) return pathLanguage === null ? { kind: 'show', language: null } : { kind: 'notFound' };
  const [firstLanguage] = input.availableLanguages;
  if (firstLanguage === undefined) throw new Error('The site has no available language');
  const browserLanguage = input.browserLanguage === null ? null : primaryLanguage(input.browserLanguage);
  const best =
    browserLanguage !== null && input.availableLanguages.includes(browserLanguage)
      ? browserLanguage
      : firstLanguage;
  if (pathLanguage !== null) {
    if (input.availableLanguages.includes(pathLanguage)) return { kind: 'show', language: pathLanguage };
    // '/SV' is the guest's '/sv'; a language the site does not offer leads to one it does (issue 39 item 12).
    const folded = pathLanguage.toLowerCase();
    if (input.availableLanguages.includes(folded)) return { kind: 'redirect', language: folded };
    return isSiteLanguageCode(folded) ? { kind: 'redirect', language: best } : { kind: 'notFound' };
  }
  if (input.availableLanguages.length === 1) return { kind: 'show', language: firstLanguage };
  return { kind: 'redirect', language: best };
}

/** The link to a public site language, `/{language}` plus the query string (`001` §2 "Public route"). */
export function publicLanguageLink(language: string, search: string): string {
  return withQueryString(`/${encodeURIComponent(language)}`, search);
}
