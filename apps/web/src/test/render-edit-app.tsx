import type { AppConfig, InterfaceLanguage } from '@eventsite/core/constants/platform';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { editRoutes } from '../app/edit/routes';
import { AppContextProvider } from '../lib/app-context';
import { I18nProvider } from '../lib/i18n/i18n-provider';
import { LanguageProvider } from '../lib/i18n/language-context';

export const testConfig: AppConfig = {
  brand: 'party',
  market: 'se',
  domain: 'festsidan.se',
  demoHost: 'demo.festsidan.se',
  studentDemoHost: 'demo.student.festsidan.se',
  productName: 'Festsidan',
  contactMail: 'hej@festsidan.se',
  simulators: true,
  localDevelopment: false,
  printsHouseholdCards: true,
};

export interface RenderEditAppOptions {
  config?: Partial<AppConfig>;
  language?: InterfaceLanguage;
}

/** The EDIT app as main.tsx starts it, on an in-memory router at `path`. */
export function renderEditApp(path: string, { config = {}, language = 'sv' }: RenderEditAppOptions = {}) {
  const router = createMemoryRouter(editRoutes, { initialEntries: [path] });
  const context = {
    config: { ...testConfig, ...config },
    selection: { mode: 'EDIT' as const, host: config.domain ?? testConfig.domain, isDemo: false },
  };
  const result = render(
    <AppContextProvider value={context}>
      <LanguageProvider initialLanguage={language}>
        <I18nProvider failure={<p>Text load failed</p>}>
          <QueryClientProvider client={createQueryClient()}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </LanguageProvider>
    </AppContextProvider>,
  );
  return { ...result, router };
}
