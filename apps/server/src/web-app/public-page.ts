import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteDeps } from '../sites/site-deps';
import {
  decidePublicRoute,
  selectInterfaceLanguage,
  selectMode,
  isInterfaceLanguage,
  type PublicPageData,
  type PublicPageState,
} from '@eventsite/core';
import { pageFacts } from '@eventsite/core/rules/page-facts';
import { guestPhotosPageLink } from '@eventsite/core/rules/public-route';
import type { PageKey } from '../public-read/page-cache';
import { publicSiteOf } from '../public-read/public-site-of';
import { openPublicSite } from '../sites/open-public-site';
import { linkPreview, type LinkPreview } from './link-preview';

/** A guest's page to render: the same for every guest with the same `pageKey`. */
export interface GuestPage {
  /** The page's data, with the facts the server works out for it; built only with the page, not per request. */
  page: () => PublicPageData;
  /**
   * The site's link preview; null for the gate and the wrong-address page, which are not indexed. Worked
   * out only when the page is built, not on every request.
   */
  preview: () => LinkPreview | null;
  /**
   * Everything the rendered page depends on besides the build: the site and the stamp of its stored state,
   * and as the variant the origin, the state (site, gate, not found), the path and the page's language.
   * Equal keys give equal pages.
   */
  pageKey: PageKey;
}

/** What a page request on a public host leads to; null on the product's own hosts. */
export type PublicPageAnswer = { kind: 'redirect'; location: string } | ({ kind: 'page' } & GuestPage) | null;

/** The browser's preferred languages from `Accept-Language`, most preferred first (q order). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * Decides on the server what a guest's first request shows (`001` §2 "Public route", §4 "Public loading"):
 * the mode by host as the web app's `selectMode` does, then the site, its password gate or the wrong-address
 * page, and for a site the `/:language?` rule, whose one redirect is answered here as an HTTP redirect. The
 * visit is counted as the API counts it. What the guest's cookies decide (the gate) is part of the key;
 * nothing else of the guest is in the page.
 */
export async function resolvePublicPage(
  deps: SiteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PublicPageAnswer> {
  const queryStart = request.url.indexOf('?');
  const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : request.url.slice(queryStart);
  const { mode, host, isDemo } = selectMode({
    hostname: request.hostname,
    port: request.port === null ? '' : String(request.port),
    search,
    config: { domain: deps.config.domain, localDevelopment: deps.config.localDevelopment },
  });
  if (mode !== 'PUBLIC' || host === null) return null;

  const browserLanguages = acceptedLanguages(request.headers['accept-language']);
  const requestLanguage = selectInterfaceLanguage({
    host,
    search: '',
    storedLanguage: null,
    browserLanguages,
    market: deps.config.market,
  });
  const stored = await deps.publicRead.sites.find({ host });
  const access = await openPublicSite(deps, request, reply, stored);
  let state: PublicPageState;
  let shownPath = '/';
  let language = requestLanguage;
  if (access.status === 'missing') {
    state = { status: 'notFound' };
  } else if (access.status === 'password') {
    state = { status: 'password', siteId: access.siteId };
  } else {
    const site = publicSiteOf(access.stored);
    const decision = decidePublicRoute({
      site,
      pathname,
      search,
      browserLanguage: browserLanguages[0] ?? null,
    });
    if (decision.kind === 'redirect') return { kind: 'redirect', location: decision.to };
    if (decision.kind === 'notFound') {
      state = { status: 'notFound' };
    } else {
      // The visit count is the owner's: a guest's page neither shows it nor may change with every visit.
      state = { status: 'site', site: { ...site, visitorCount: 0 } };
      // Every path showing a language draws the same page, and a site in sv, en or da is read in it; the
      // guests' photo upload page is a page of its own (issue 38 item 2).
      shownPath =
        decision.language === null
          ? '/'
          : decision.page === 'guestPhotos'
            ? guestPhotosPageLink(decision.language)
            : `/${encodeURIComponent(decision.language)}`;
      if (isInterfaceLanguage(decision.language)) language = decision.language;
    }
  }

  const page = (): PublicPageData => ({
    host,
    isDemo,
    language,
    pathname: shownPath,
    protocol: `${request.protocol}:`,
    port: request.port === null ? '' : String(request.port),
    state,
    facts: pageFacts(state.status === 'site' ? state.site : null, deps.config.market),
  });
  const origin = `${request.protocol}://${request.host}`;
  const preview = () =>
    state.status === 'site' ? linkPreview({ site: state.site, host, origin, path: shownPath }) : null;
  const pageKey: PageKey = {
    // An unknown host has no site; its not-found page still differs by origin and language.
    siteId: stored?.id ?? '',
    // The page shows no visitor count, so visits do not make it stale.
    stamp: stored?.documentStamp ?? '',
    variant: ['page', origin, state.status, shownPath, language].join('|'),
  };
  return { kind: 'page', page, preview, pageKey };
}
