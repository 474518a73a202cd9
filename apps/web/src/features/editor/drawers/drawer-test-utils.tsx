import type { Brand } from '@eventsite/core/constants/platform';
import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import { siteV2Schema, type SiteV2, type SiteV2Input } from '@eventsite/core/schemas/site';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AppContextProvider } from '../../../lib/app-context';
import { I18nProvider } from '../../../lib/i18n/i18n-provider';
import { LanguageProvider } from '../../../lib/i18n/language-context';
import { testConfig } from '../../../test/render-edit-app';
import type { DrawerContentProps } from './drawer-content-props';

/** A version-2 site parsed with the real schema, so defaults apply (tests only). */
export function drawerSite(fields: Partial<SiteV2Input> = {}): SiteV2 {
  return siteV2Schema.parse({ _id: 'site-1', usesSiteModules: true, theme: 'theme4', ...fields });
}

export interface RenderDrawerOptions {
  brand?: Brand;
  quickStart?: boolean;
  editLanguage?: SiteLanguageCode;
  translateMode?: boolean;
}

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/**
 * Renders a drawer's content the way the editor does: it holds the site, applies `onChange` and `onStored`
 * (recorded too), and keeps the edit language and translate mode (tests only).
 */
export function renderDrawer(
  Drawer: ComponentType<DrawerContentProps>,
  site: SiteV2,
  {
    brand = 'party',
    quickStart = false,
    editLanguage = 'sv',
    translateMode = false,
  }: RenderDrawerOptions = {},
) {
  const calls = {
    onChange: vi.fn<(next: SiteV2) => void>(),
    onStored: vi.fn<(next: SiteV2) => void>(),
    onEditLanguageChange: vi.fn<(language: SiteLanguageCode) => void>(),
    onTranslateModeChange: vi.fn<(on: boolean) => void>(),
    onClose: vi.fn<() => void>(),
  };
  let current = site;

  function Editor() {
    const [state, setState] = useState({ site, editLanguage, translateMode });
    current = state.site;
    return (
      <Drawer
        site={state.site}
        quickStart={quickStart}
        editLanguage={state.editLanguage}
        translateMode={state.translateMode}
        onChange={(next) => {
          calls.onChange(next);
          setState((previous) => ({ ...previous, site: next }));
        }}
        onStored={(next) => {
          calls.onStored(next);
          setState((previous) => ({ ...previous, site: next }));
        }}
        onEditLanguageChange={(language) => {
          calls.onEditLanguageChange(language);
          setState((previous) => ({ ...previous, editLanguage: language }));
        }}
        onTranslateModeChange={(on) => {
          calls.onTranslateModeChange(on);
          setState((previous) => ({ ...previous, translateMode: on }));
        }}
        onClose={calls.onClose}
      />
    );
  }

  const result = render(
    <AppContextProvider
      value={{
        config: { ...testConfig, brand },
        selection: { mode: 'EDIT', host: 'festsidan.se', isDemo: false },
      }}
    >
      <LanguageProvider initialLanguage="sv">
        <I18nProvider failure={<p>Text load failed</p>}>
          <QueryClientProvider client={createQueryClient()}>
            <MemoryRouter initialEntries={['/redigera/site-1/']}>
              <Routes>
                <Route
                  path="*"
                  element={
                    <>
                      <Editor />
                      <CurrentPath />
                    </>
                  }
                />
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </I18nProvider>
      </LanguageProvider>
    </AppContextProvider>,
  );
  return { ...result, calls, site: () => current };
}
