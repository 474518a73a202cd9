import { selectMode } from '@eventsite/core/rules/select-mode';
import { toastmasterTokenOfPath } from '@eventsite/core/rules/toastmaster-path';
import type { AppConfig } from '@eventsite/core/constants/platform';
import type { PublicPageData } from '@eventsite/core/schemas/public-page';
import { lazy, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import type { EntryProps } from './lib/entry-props';
import { readRenderedPage } from './public-site/rendered-page';
import { RootErrorPage } from './components/error-page/root-error-page';
import { readAppConfig } from './lib/app-config';
import { initialInterfaceLanguage } from './lib/i18n/initial-language';
import { listenForUncaughtErrors, reportError, Severity } from './lib/report-error';
import './styles/global.css';

listenForUncaughtErrors();

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}
const container = rootElement();

// Guests and owners get different apps: only the chosen one is downloaded, so guests never load editor code.
const EditApp = lazy(() => import('./app/edit/edit-app'));
const loadPublicApp = () => import('./public-site/public-app');
const PublicApp = lazy(loadPublicApp);
// The toastmaster's desk is a page of a site's host, but neither a guest's nor an owner's: its own chunk.
const ToastmasterApp = lazy(() => import('./app/toastmaster/toastmaster-app'));

function entryProps(config: AppConfig): EntryProps {
  const selection = selectMode({
    hostname: window.location.hostname,
    port: window.location.port,
    search: window.location.search,
    config,
  });
  return { config, selection, initialLanguage: initialInterfaceLanguage(selection.host, config.market) };
}

/** The page the server rendered, for this host: the browser takes it over instead of drawing it again. */
function renderedPage(props: EntryProps): PublicPageData | null {
  if (props.selection.mode !== 'PUBLIC') return null;
  const page = readRenderedPage();
  return page !== null && page.host === props.selection.host ? page : null;
}

/**
 * Takes over the page the server drew (`server-render/render-public-page.tsx`) with the very same tree:
 * the same root, the same props, the page's language as the server chose it. Without the server's markup
 * (its rendering failed) the same tree is drawn from the page's data.
 */
async function startRenderedPage(config: AppConfig, page: PublicPageData): Promise<void> {
  const { default: RenderedPublicApp } = await loadPublicApp();
  const tree = (
    <AppRoot productName={config.productName} language={page.language}>
      <RenderedPublicApp
        config={config}
        selection={{ mode: 'PUBLIC', host: page.host, isDemo: page.isDemo }}
        initialLanguage={page.language}
        rendered={page}
      />
    </AppRoot>
  );
  // A transition's render yields to the browser every few milliseconds: hydrating the whole page is then
  // many short tasks, not one long one that a guest's tap would wait behind.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, tree));
  else createRoot(container).render(tree);
}

async function start(): Promise<void> {
  let config: AppConfig;
  try {
    config = await readAppConfig();
  } catch (error) {
    reportError(error, Severity.fatal, { stage: 'config' });
    // No config, so no host from `selectMode`: the address's own domain, then the visitor's choices decide.
    const language = initialInterfaceLanguage(window.location.hostname);
    document.documentElement.lang = language;
    createRoot(container).render(<RootErrorPage language={language} />);
    return;
  }
  const props = entryProps(config);
  // The server's page has it already: written again, the whole page would be restyled.
  if (document.documentElement.dataset.brand !== config.brand)
    document.documentElement.dataset.brand = config.brand;
  const page = renderedPage(props);
  if (page !== null) {
    await startRenderedPage(config, page);
    return;
  }
  document.documentElement.lang = props.initialLanguage;
  const deskToken =
    props.selection.mode === 'PUBLIC' ? toastmasterTokenOfPath(window.location.pathname) : null;
  if (deskToken !== null) {
    createRoot(container).render(
      <AppRoot productName={config.productName} language={props.initialLanguage}>
        <ToastmasterApp token={deskToken} language={props.initialLanguage} />
      </AppRoot>,
    );
    return;
  }
  const Entry = props.selection.mode === 'EDIT' ? EditApp : PublicApp;
  createRoot(container).render(
    <AppRoot productName={config.productName} language={props.initialLanguage}>
      <Entry {...props} />
    </AppRoot>,
  );
}

void start();
