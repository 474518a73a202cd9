import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { Market } from '@eventsite/core/constants/platform';
import { siteV2Schema, type SiteV2Input } from '@eventsite/core/schemas/site';
import type { SiteModule, SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { EditorContextProvider } from '../../../components/editor-ui/editor-context';
import { AppContextProvider } from '../../../lib/app-context';
import sv from '../../../lib/i18n/messages/sv/index';
import { testConfig } from '../../../test/render-edit-app';
import type { ModuleEditorProps, SiteChanges } from './module-editor';

/**
 * Renders a module's edit dialog for a site holding that module (then the site's own `siteModules`, if
 * given), with the Swedish interface texts, on the Swedish market unless told, and
 * returns spies for `onApply` and `onClose` (tests only).
 */
export function renderModuleEditor<M extends SiteModule>(
  Editor: ComponentType<ModuleEditorProps<M>>,
  module: SiteModuleInput,
  {
    site: siteFields = {},
    language = 'sv',
    market = 'se',
  }: { site?: Partial<SiteV2Input>; language?: SiteLanguageCode; market?: Market } = {},
) {
  const site = siteV2Schema.parse({
    _id: 'site-1',
    usesSiteModules: true,
    theme: 'theme4',
    ...siteFields,
    siteModules: [module, ...(siteFields.siteModules ?? [])],
  });
  const onApply = vi.fn();
  const onClose = vi.fn();
  const appContext = {
    config: { ...testConfig, market },
    selection: { mode: 'EDIT' as const, host: testConfig.domain, isDemo: false },
  };
  const result = render(
    <AppContextProvider value={appContext}>
      <IntlProvider locale="sv" messages={sv}>
        {/* A dialog may link to an owner screen, as the speech sign-up's to the speeches. */}
        <MemoryRouter>
          <EditorContextProvider value={{ language, imageApiBase: '/api/sites/site-1', quickStart: false }}>
            <Editor module={site.siteModules[0] as M} site={site} onApply={onApply} onClose={onClose} />
          </EditorContextProvider>
        </MemoryRouter>
      </IntlProvider>
    </AppContextProvider>,
  );
  return { ...result, onApply, onClose, site };
}

/** The module and site changes of the last `onApply` call. */
export function lastApplied<M extends SiteModule>(onApply: ReturnType<typeof vi.fn>) {
  const call = onApply.mock.calls.at(-1);
  if (!call) throw new Error('onApply was not called');
  return { module: call[0] as M, changes: call[1] as SiteChanges | undefined };
}
