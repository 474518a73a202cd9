import { decidePublicRoute } from '@eventsite/core/rules/public-route';
import type {
  PublicPageRenderInput,
  RenderedPublicPage,
  RenderPublicPage,
} from '@eventsite/core/schemas/public-page';
import { prerender } from 'react-dom/static';
import { AppRoot } from '../app/app-root';
import PublicApp from '../public-site/public-app';
import { legacySiteLanguage } from '../public-site/public-site-route';
import { pageBackground } from '../themes/site-style';
import { siteFontTags } from './site-font-tags';

/** What the page shows, as `PublicApp` decides it: the same rules, so status and markup agree. */
function outcome({ config, page }: PublicPageRenderInput): Pick<RenderedPublicPage, 'status' | 'language'> {
  const { state } = page;
  if (state.status === 'password') return { status: 401, language: page.language };
  if (state.status === 'notFound') return { status: 404, language: page.language };
  const decision = decidePublicRoute({
    site: state.site,
    pathname: page.pathname,
    search: '',
    browserLanguage: null,
  });
  if (decision.kind === 'redirect') throw new Error('A path that redirects is answered by a redirect');
  if (decision.kind === 'notFound') return { status: 404, language: page.language };
  return { status: 200, language: decision.language ?? legacySiteLanguage(config) };
}

/*
 * React sends a large part (say, a decoration of many pieces) after the rest, with an inline script that
 * moves it in place, so that a slow stream paints earlier. The page is sent whole, and the pages' content
 * security policy forbids inline scripts: so no part is ever large enough to be sent apart.
 */
const WHOLE_PAGE_CHUNK = Number.MAX_SAFE_INTEGER;

async function renderMarkup({ config, page }: PublicPageRenderInput): Promise<string> {
  const { prelude } = await prerender(
    <AppRoot productName={config.productName} language={page.language}>
      <PublicApp
        config={config}
        selection={{ mode: 'PUBLIC', host: page.host, isDemo: page.isDemo }}
        initialLanguage={page.language}
        rendered={page}
      />
    </AppRoot>,
    { progressiveChunkSize: WHOLE_PAGE_CHUNK },
  );
  return new Response(prelude).text();
}

/**
 * A guest's page drawn on the server (`001` §2, §4 "Public loading"): the PUBLIC entry inside the same
 * root as `main.tsx` hydrates, with every lazy part (the decoration, the password gate) waited for. It
 * reads nothing but its input, so equal inputs give equal pages.
 */
export const renderPublicPage: RenderPublicPage = async (input) => {
  const { page } = input;
  const { status, language } = outcome(input);
  const html = await renderMarkup(input);
  const shownSite = status === 200 && page.state.status === 'site' ? page.state.site : null;
  return {
    status,
    html,
    language,
    background: shownSite ? pageBackground(shownSite.colorScheme) : null,
    fonts: shownSite ? await siteFontTags(shownSite.fonts) : null,
  };
};
