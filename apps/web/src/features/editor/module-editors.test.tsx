import '../../test/editor-dom';
import { SITE_MODULE_TYPES, type SiteModuleType } from '@eventsite/core/constants/module-types';
import { createModule } from '@eventsite/core/editor/create-module';
import { siteModuleSchema } from '@eventsite/core/schemas/site-modules';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { AppContextProvider } from '../../lib/app-context';
import { moduleEditorProps } from '../../test/module-editor-props';
import { testConfig } from '../../test/render-edit-app';
import { renderWithIntl } from '../../test/render-with-intl';
import { MODULE_EDITOR_DEFINITIONS, moduleEditorOf } from './module-editors';

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
