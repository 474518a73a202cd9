import '../../test/editor-dom';
import { SITE_MODULE_TYPES } from '@eventsite/core/constants/module-types';
import { createModule } from '@eventsite/core/editor/create-module';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { AppContextProvider } from '../../lib/app-context';
import { moduleEditorProps } from '../../test/module-editor-props';
import { testConfig } from '../../test/render-edit-app';
import { renderWithIntl } from '../../test/render-with-intl';
import { kebabCaseOf, moduleEditorOf } from './module-editors';

describe('the module edit dialogs', () => {
  it('are found by the kebab-case name of their module type', () => {
    expect(kebabCaseOf('ImageAndText')).toBe('image-and-text');
    expect(kebabCaseOf('TextAndImageList')).toBe('text-and-image-list');
    expect(kebabCaseOf('Rsvp')).toBe('rsvp');
    expect(kebabCaseOf('Speech2')).toBe('speech2');
    expect(kebabCaseOf('ImageGallery')).toBe('image-gallery');
  });

  it.each(SITE_MODULE_TYPES)('open for a new %s module', async (type) => {
    const Editor = moduleEditorOf(type);
    expect(Editor, `modules/${kebabCaseOf(type)}/${kebabCaseOf(type)}-editor.tsx`).not.toBeNull();
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
