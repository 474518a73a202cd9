import { GUEST_PHOTOS_PAGE_SEGMENT } from '../constants/guest-photos';
import type { PublicSite } from '../schemas/public-site';
import type { SiteV2 } from '../schemas/site';
import { withQueryString } from './query-string';
import { publicLanguageLink, selectPublicLanguage } from './select-language';

/** What a site's path shows: the site itself, or the guests' photo upload page (issue 38 item 2). */
export type PublicPage = 'site' | 'guestPhotos';

/**
 * The route's match: `/` has no language, `/sv` (or `/sv/`) has one, `/sv/bilder` is the upload page in
 * that language; any other path does not match.
 */
export type RouteMatch = { matches: true; language: string | null; page: PublicPage } | { matches: false };

export function matchLanguageRoute(pathname: string): RouteMatch {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [segment, pageSegment, ...rest] = segments;
  if (rest.length > 0 || (pageSegment !== undefined && pageSegment !== GUEST_PHOTOS_PAGE_SEGMENT))
    return { matches: false };
  const page: PublicPage = pageSegment === undefined ? 'site' : 'guestPhotos';
  if (segment === undefined) return { matches: true, language: null, page };
  try {
    return { matches: true, language: decodeURIComponent(segment), page };
  } catch {
    return { matches: false };
  }
}

/**
 * Whether a gallery of the site takes guests' photos, so that its upload page exists (issue 38 item 2);
 * the owner's site too, whose printed card may carry the upload page's QR (issue 38 item 1).
 */
export function takesGuestPhotos(site: PublicSite | SiteV2): boolean {
  return (
    site.usesSiteModules &&
    site.siteModules.some(
      (module) => module.siteModuleType === 'ImageGallery' && !module.hide && module.guestPhotos.enabled,
    )
  );
}

/** The upload page's path in a language, `/{language}/bilder` plus the query string (a personal link's `g`). */
export function guestPhotosPageLink(language: string, search = ''): string {
  return withQueryString(`/${encodeURIComponent(language)}/${GUEST_PHOTOS_PAGE_SEGMENT}`, search);
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
  | { kind: 'show'; language: string | null; page: PublicPage }
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
  // The upload page hangs under a language, and exists only while a gallery takes guests' photos.
  if (route.page === 'guestPhotos' && (route.language === null || !takesGuestPhotos(site)))
    return { kind: 'notFound' };
  const decision = selectPublicLanguage({
    availableLanguages: site.usesSiteModules
      ? site.availableLanguages.map((entry) => entry.languageCode)
      : [],
    pathLanguage: route.language,
    browserLanguage,
    legacy: !site.usesSiteModules,
  });
  if (decision.kind === 'redirect')
    return {
      kind: 'redirect',
      to:
        route.page === 'guestPhotos'
          ? guestPhotosPageLink(decision.language, search)
          : publicLanguageLink(decision.language, search),
    };
  if (decision.kind === 'notFound') return decision;
  return { ...decision, page: route.page };
}
