import type { AppConfig } from '@eventsite/core/constants/platform';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { ErrorDialogProvider } from '../components/error-dialog/error-dialog';
import { AppContextProvider } from '../lib/app-context';
import { LanguageProvider } from '../lib/i18n/language-context';
import da from '../lib/i18n/messages/da/index';
import en from '../lib/i18n/messages/en/index';
import sv from '../lib/i18n/messages/sv/index';
import { testConfig } from './render-edit-app';

export interface RenderOwnerScreenOptions {
  path: string;
  /** The history state the screen is opened with, as a link's `state`. */
  state?: unknown;
  config?: Partial<AppConfig>;
  /** Routes beside the screen's, e.g. where its links lead. */
  otherRoutes?: RouteObject[];
  /** The interface language; Swedish unless given. */
  language?: 'sv' | 'en' | 'da';
}

const catalogues = { sv, en, da };

/**
 * One owner screen on an in-memory router with the EDIT app's providers and an interface language's
 * catalogue (Swedish unless given) loaded at once (no lazy chunks), for component tests.
 */
export function renderOwnerScreen(
  routePath: string,
  element: ReactNode,
  { path, state, config = {}, otherRoutes = [], language = 'sv' }: RenderOwnerScreenOptions,
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ErrorDialogProvider>
            <Outlet />
          </ErrorDialogProvider>
        ),
        children: [{ path: routePath, element }, ...otherRoutes],
      },
    ],
    { initialEntries: [state === undefined ? path : { pathname: path, state }] },
  );
  const context = {
    config: { ...testConfig, ...config },
    selection: { mode: 'EDIT' as const, host: testConfig.domain, isDemo: false },
  };
  const user = userEvent.setup();
  const result = render(
    <AppContextProvider value={context}>
      <LanguageProvider initialLanguage={language}>
        <IntlProvider locale={language} messages={catalogues[language]}>
          <QueryClientProvider client={createQueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </IntlProvider>
      </LanguageProvider>
    </AppContextProvider>,
  );
  return { ...result, router, user };
}
