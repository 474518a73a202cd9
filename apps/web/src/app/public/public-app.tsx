import { pageTitle } from '@eventsite/core/rules/page-title';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Loading } from '../../components/ui/loading';
import type { EntryProps } from '../entry-props';
import { useDocumentTitle } from './document-head';
import { FetchErrorPage } from './fetch-error-page';
import { fetchPublicSite, readInlinedSite, type PublicSiteState } from './public-site-api';
import { PublicNotFound, PublicSiteRoute } from './public-site-route';
import { publicTexts } from './texts';

/** Few sites have a guest password, so the gate's code loads only for those. */
const PasswordGate = lazy(() =>
  import('./password-gate').then((module) => ({ default: module.PasswordGate })),
);

/** The site the server inlined needs no fetch and no loading state; otherwise the site is fetched. */
function initialState(host: string | null): PublicSiteState {
  if (host === null) return { status: 'notFound' };
  const site = readInlinedSite(host);
  return site ? { status: 'site', site } : { status: 'loading' };
}

/**
 * The PUBLIC entry (`001` §2): the site of the host in use, its password gate, or the wrong-address and
 * fetch-error pages. Nothing here may import owner code, and nothing loads a message catalogue.
 */
export default function PublicApp({ config, selection, initialLanguage }: EntryProps) {
  const { host } = selection;
  const [state, setState] = useState<PublicSiteState>(() => initialState(host));
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

  switch (state.status) {
    case 'loading':
      return <Loading fullPage label={texts.loading} />;
    case 'notFound':
      return <PublicNotFound config={config} />;
    case 'error':
      return <FetchErrorPage texts={texts} language={initialLanguage} />;
    case 'password':
      return (
        <Suspense fallback={<Loading fullPage label={texts.loading} />}>
          <PasswordGate
            siteId={state.siteId}
            texts={texts}
            onSite={(site) => setState({ status: 'site', site })}
          />
        </Suspense>
      );
    case 'site':
      return <PublicSiteRoute site={state.site} config={config} />;
  }
}

/*
 * The owner's editor draws the site with these. It loads them through this entry, so the guests' chunk stays
 * whole: a module imported both here and by the editor directly would be split out of it.
 */
export { SiteCanvas } from './site-view';
export { siteSections } from './site-sections';
