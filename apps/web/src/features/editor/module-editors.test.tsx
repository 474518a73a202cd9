import '../../test/editor-dom';
import { SITE_MODULE_TYPES, type SiteModuleType } from '@eventsite/core/constants/module-types';
import { createModule } from '@eventsite/core/editor/create-module';
import { siteModuleSchema, type SiteModule } from '@eventsite/core/schemas/site-modules';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import da from '../../lib/i18n/messages/da/index';
import en from '../../lib/i18n/messages/en/index';
import sv from '../../lib/i18n/messages/sv/index';
import { AppContextProvider } from '../../lib/app-context';
import { moduleEditorProps } from '../../test/module-editor-props';
import { testConfig } from '../../test/render-edit-app';
import { renderWithIntl } from '../../test/render-with-intl';
import { createModuleOf, MODULE_EDITOR_DEFINITIONS, moduleEditorOf, moduleTypeName } from './module-editors';

describe('the module edit dialogs', () => {
  it('are defined for every siteModuleType of core’s module union, each under its own type', () => {
    const types = siteModuleSchema.options.map((option) => option.shape.siteModuleType.value);
    expect(Object.keys(MODULE_EDITOR_DEFINITIONS).sort()).toEqual([...types].sort());
    for (const [type, definition] of Object.entries(MODULE_EDITOR_DEFINITIONS)) {
      expect(definition.type).toBe(type);
    }
  });

  it('have none for a type this build does not know', () => {
    expect(moduleEditorOf('Hologram' as SiteModuleType)).toBeNull();
  });

  it.each(SITE_MODULE_TYPES)('open for a new %s module', async (type) => {
    const Editor = moduleEditorOf(type);
    expect(Editor, type).not.toBeNull();
    if (Editor === null) return;
    const props = moduleEditorProps(createModule(type, { languages: ['sv'], id: 'module-1' }));
    renderWithIntl(
      <AppContextProvider
        value={{ config: testConfig, selection: { mode: 'EDIT', host: testConfig.domain, isDemo: false } }}
      >
        <Suspense>
          <Editor {...props} />
        </Suspense>
      </AppContextProvider>,
    );
    expect(await screen.findByRole('dialog')).toBeVisible();
  });
});

/** A module with its parts' ids blanked: they are fresh each time. */
function withoutFreshIds(module: SiteModule): unknown {
  return JSON.parse(
    JSON.stringify(module, (key, value: unknown) => (key === 'id' && value !== module.id ? '' : value)),
  ) as unknown;
}

describe('the module type definitions', () => {
  const catalogues: Record<string, Record<string, string>> = { sv, en, da };

  it.each(Object.keys(catalogues))('name every type and say what it is for in the %s catalog', (language) => {
    for (const definition of Object.values(MODULE_EDITOR_DEFINITIONS)) {
      expect(catalogues[language]?.[definition.label.id], definition.label.id).toBeTruthy();
      expect(catalogues[language]?.[definition.description.id], definition.description.id).toBeTruthy();
    }
  });

  it('give owners the catalog’s name of a type, and a type this build does not know as it is stored', () => {
    const intl = createIntl({ locale: 'sv', messages: sv });
    expect(moduleTypeName(intl, 'Rsvp')).toBe('OSA');
    expect(moduleTypeName(intl, 'ImageGallery')).toBe('Bildgalleri');
    expect(moduleTypeName(intl, 'Hologram')).toBe('Hologram');
  });

  it.each(SITE_MODULE_TYPES)('make a new %s module as core’s createModule does', (type) => {
    const options = { languages: ['sv', 'en'] as const, id: 'module-1', now: new Date(2025, 0, 15, 9, 0) };
    const made = createModuleOf(type, options);
    const expected = createModule(type, options);
    expect(withoutFreshIds(made)).toEqual(withoutFreshIds(expected));
  });
});
