import type { AppConfig } from '@eventsite/core/constants/platform';
import { legacySiteLanguageOf } from '@eventsite/core/rules/legacy-site-language';
import { decidePublicRoute, type PublicPage } from '@eventsite/core/rules/public-route';
import type { PublicSite } from '@eventsite/core/schemas/public-site';
import { lazy, Suspense } from 'react';
import { ROBOTS_ALL, ROBOTS_NOINDEX, useDocumentLanguage, useRobotsMeta } from './document-head';
import { Redirect, useBrowserPath } from './public-router';
import { SiteView } from './site-view';
import { WrongAddressPage } from './wrong-address-page';

/** Older sites have no languages; their texts are in the market's language. */
export function legacySiteLanguage(config: AppConfig): string {
  return legacySiteLanguageOf(config.market);
}

/* The guests' photo upload page is its own chunk: the site's pages never carry it (the server waits for it). */
const GuestPhotosPage = lazy(() => import('./guest-photos/guest-photos-page'));

function ShownSite({
  site,
  language,
  config,
  page,
}: {
  site: PublicSite;
  language: string;
  config: AppConfig;
  page: PublicPage;
}) {
  useRobotsMeta(site.metaNoindex ? ROBOTS_NOINDEX : ROBOTS_ALL);
  useDocumentLanguage(language);
  if (page === 'guestPhotos')
    return (
      <Suspense fallback={null}>
        <GuestPhotosPage site={site} language={language} config={config} />
      </Suspense>
    );
  return <SiteView site={site} language={language} config={config} />;
}

/** The wrong-address page, kept out of search engines. */
export function PublicNotFound({ config }: { config: AppConfig }) {
  useRobotsMeta(ROBOTS_NOINDEX);
  return <WrongAddressPage config={config} />;
}

/** The browser's language; a server rendering has none (it redirects before it renders). */
function browserLanguage(): string | null {
  return typeof navigator !== 'undefined' && typeof navigator.language === 'string'
    ? navigator.language
    : null;
}

/**
 * The `/:language?` route (`001` §2 "Public route"): chooses the site language by core's rules, redirects
 * once (keeping the query string and the anchor) when the path has none, and shows the wrong-address page
 * for a language the site does not offer and for any deeper path but the guests' photo upload page.
 */
export function PublicSiteRoute({ site, config }: { site: PublicSite; config: AppConfig }) {
  const { pathname, search } = useBrowserPath();
  const decision = decidePublicRoute({ site, pathname, search, browserLanguage: browserLanguage() });
  if (decision.kind === 'redirect') return <Redirect to={`${decision.to}${window.location.hash}`} />;
  if (decision.kind === 'notFound') return <PublicNotFound config={config} />;
  return (
    <ShownSite
      site={site}
      language={decision.language ?? legacySiteLanguage(config)}
      config={config}
      page={decision.page}
    />
  );
}
