import { selectMode } from '@eventsite/core/rules/select-mode';
import type { AppConfig } from '@eventsite/core/constants/platform';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type { EntryProps } from './app/entry-props';
import { RootErrorBoundary } from './components/error-page/root-error-boundary';
import { RootErrorPage } from './components/error-page/root-error-page';
import { Loading } from './components/ui/loading';
import { readAppConfig } from './lib/app-config';
import { LOADING_TEXT } from './lib/i18n/boot-texts';
import { initialInterfaceLanguage } from './lib/i18n/initial-language';
import { listenForUncaughtErrors, reportError, Severity } from './lib/report-error';
import './styles/global.css';

listenForUncaughtErrors();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// Guests and owners get different apps: only the chosen one is downloaded, so guests never load editor code.
const EditApp = lazy(() => import('./app/edit/edit-app'));
const PublicApp = lazy(() => import('./app/public/public-app'));

function entryProps(config: AppConfig): EntryProps {
  const selection = selectMode({
    hostname: window.location.hostname,
    port: window.location.port,
    search: window.location.search,
    config,
  });
  return { config, selection, initialLanguage: initialInterfaceLanguage(selection.host) };
}

async function start(): Promise<void> {
  root.render(<Loading fullPage label={LOADING_TEXT[initialInterfaceLanguage(null)]} />);
  let config: AppConfig;
  try {
    config = await readAppConfig();
  } catch (error) {
    reportError(error, Severity.fatal, { stage: 'config' });
    root.render(<RootErrorPage />);
    return;
  }
  const props = entryProps(config);
  document.documentElement.dataset.brand = config.brand;
  document.documentElement.lang = props.initialLanguage;
  const Entry = props.selection.mode === 'EDIT' ? EditApp : PublicApp;
  root.render(
    <StrictMode>
      <RootErrorBoundary productName={config.productName}>
        <Suspense fallback={<Loading fullPage label={LOADING_TEXT[props.initialLanguage]} />}>
          <Entry {...props} />
        </Suspense>
      </RootErrorBoundary>
    </StrictMode>,
  );
}

void start();
