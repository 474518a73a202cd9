import { pageTitle } from '@eventsite/core/rules/page-title';
import type { PublicPageData } from '@eventsite/core/schemas/public-page';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Loading } from '../components/ui/loading';
import { HydratedSignal } from '../lib/hydrated-signal';
import type { EntryProps } from '../lib/entry-props';
import { PageOriginContext } from './brand-start-page';
import { useDocumentTitle } from './document-head';
import { FetchErrorPage } from './fetch-error-page';
import { RenderedPathContext } from './public-router';
import { fetchPublicSite, type PublicSiteState } from './public-site-api';
import { PublicNotFound, PublicSiteRoute } from './public-site-route';
import { PageFactsContext } from '../modules/page-facts';
import { publicTexts } from './texts';

/** Few sites have a guest password, so the gate's code loads only for those. */
const PasswordGate = lazy(() =>
  import('./password-gate').then((module) => ({ default: module.PasswordGate })),
);

/** The page the server rendered needs no fetch and no loading state; otherwise the site is fetched. */
function initialState(host: string | null, rendered: PublicPageData | undefined): PublicSiteState {
  if (host === null) return { status: 'notFound' };
  return rendered?.state ?? { status: 'loading' };
}

export interface PublicAppProps extends EntryProps {
  /** The page as the server rendered it, when it did: the app then starts exactly where the server was. */
  rendered?: PublicPageData;
}

/**
 * The PUBLIC entry (`001` §2): the site of the host in use, its password gate, or the wrong-address and
 * fetch-error pages. Nothing here may import owner code, and nothing loads a message catalogue. The server
 * renders it too (`src/server-render`), so everything it draws first reads no `window`.
 */
export default function PublicApp({ config, selection, initialLanguage, rendered }: PublicAppProps) {
  const { host } = selection;
  const [state, setState] = useState<PublicSiteState>(() => initialState(host, rendered));
  const texts = publicTexts(initialLanguage);
  useDocumentTitle(
    pageTitle({
      mode: 'PUBLIC',
      productName: config.productName,
      siteHost: host,
      demo: selection.isDemo,
      quickStart: false,
    }),
  );

  const loading = state.status === 'loading';
  useEffect(() => {
    if (!loading || host === null) return;
    const controller = new AbortController();
    void fetchPublicSite(host, controller.signal).then((next) => {
      if (!controller.signal.aborted) setState(next);
    });
    return () => controller.abort();
  }, [loading, host]);

  let page;
  switch (state.status) {
    case 'loading':
      page = <Loading fullPage label={texts.loading} />;
      break;
    case 'notFound':
      page = <PublicNotFound config={config} />;
      break;
    case 'error':
      page = <FetchErrorPage texts={texts} language={initialLanguage} />;
      break;
    case 'password':
      page = (
        <Suspense fallback={<Loading fullPage label={texts.loading} />}>
          <PasswordGate
            siteId={state.siteId}
            texts={texts}
            onSite={(site) => setState({ status: 'site', site })}
          />
          {/* Inside the gate's boundary: the gate's own code hydrates it after the rest of the page. */}
          <HydratedSignal />
        </Suspense>
      );
      break;
    case 'site':
      page = <PublicSiteRoute site={state.site} config={config} />;
      break;
  }
  return (
    <RenderedPathContext value={rendered?.pathname ?? null}>
      <PageOriginContext value={rendered ? { protocol: rendered.protocol, port: rendered.port } : null}>
        <PageFactsContext value={rendered?.facts ?? null}>
          {page}
          {state.status !== 'password' && <HydratedSignal />}
        </PageFactsContext>
      </PageOriginContext>
    </RenderedPathContext>
  );
}

/*
 * The owner's editor draws the site with these. It loads them through this entry, so the guests' chunk stays
 * whole: a module imported both here and by the editor directly would be split out of it.
 */
export { SiteCanvas } from './site-canvas';
export { siteSections } from './site-sections';
