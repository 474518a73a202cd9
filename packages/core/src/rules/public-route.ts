import type { PublicSite } from '../schemas/public-site';
import { publicLanguageLink, selectPublicLanguage } from './select-language';

/** The route's match: `/` has no language, `/sv` (or `/sv/`) has one, any other path does not match. */
export type RouteMatch = { matches: true; language: string | null } | { matches: false };

export function matchLanguageRoute(pathname: string): RouteMatch {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length > 1) return { matches: false };
  const [segment] = segments;
  if (segment === undefined) return { matches: true, language: null };
  try {
    return { matches: true, language: decodeURIComponent(segment) };
  } catch {
    return { matches: false };
  }
}

export interface PublicRouteInput {
  site: PublicSite;
  pathname: string;
  /** `location.search`, kept by the redirect. */
  search: string;
  /** The browser's preferred language tag, e.g. 'sv-SE' (`navigator.language`, or Accept-Language's first). */
  browserLanguage: string | null;
}

export type PublicRouteDecision =
  /** `language` is null on a legacy site, which has no language handling. */
  | { kind: 'show'; language: string | null }
  /** `to` is the path and query string to go to once, in place of this one. */
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

/**
 * What a guest's path on a public site leads to (`001` §2 "Public route", `/:language?`): the site in a
 * language, the one redirect to `/{language}` keeping the query string, or the not-found page. The server
 * decides it for the first response and the browser for in-page navigation, by this one rule.
 */
export function decidePublicRoute({
  site,
  pathname,
  search,
  browserLanguage,
}: PublicRouteInput): PublicRouteDecision {
  const route = matchLanguageRoute(pathname);
  if (!route.matches) return { kind: 'notFound' };
  const decision = selectPublicLanguage({
    availableLanguages: site.usesSiteModules
      ? site.availableLanguages.map((entry) => entry.languageCode)
      : [],
    pathLanguage: route.language,
    browserLanguage,
    legacy: !site.usesSiteModules,
  });
  if (decision.kind === 'redirect')
    return { kind: 'redirect', to: publicLanguageLink(decision.language, search) };
  return decision;
}
