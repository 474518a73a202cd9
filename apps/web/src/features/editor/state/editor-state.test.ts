import { createModule } from '@eventsite/core/editor/create-module';
import { siteV2Schema, type SiteV2 } from '@eventsite/core/schemas/site';
import { describe, expect, it } from 'vitest';
import { editorReducer, initialEditorState } from './editor-state';

function site(ids: string[]): SiteV2 {
  return siteV2Schema.parse({
    _id: 'site-1',
    usesSiteModules: true,
    siteVersion: 4,
    theme: 'theme4',
    fonts: { heading: 'Playfair Display', text: 'Arial' },
    siteModules: ids.map((id) => createModule('Text', { id, languages: ['sv'] })),
  });
}

describe('the editor reducer', () => {
  it("records a site's change in its history and leaves the UI as it is", () => {
    const state = editorReducer(initialEditorState({ site: site(['a']), dialog: null }), {
      type: 'toggleDrawer',
      drawer: 'design',
    });
    const changed = editorReducer(state, { type: 'change', site: site(['a', 'b']) });
    expect(changed.history.dirty).toBe(true);
    expect(changed.history.past).toHaveLength(1);
    expect(changed.ui).toBe(state.ui);
  });

  it('hands a UI action to the UI and leaves the history as it is', () => {
    const state = initialEditorState({ site: site(['a']), dialog: null });
    const selected = editorReducer(state, { type: 'selectModule', moduleId: 'a' });
    expect(selected.ui.selectedModuleId).toBe('a');
    expect(selected.history).toBe(state.history);
  });

  it('answers the same state when nothing changed, so React skips the render', () => {
    const state = initialEditorState({ site: site(['a']), dialog: null });
    expect(editorReducer(state, { type: 'undo' })).toBe(state);
    expect(editorReducer(state, { type: 'chooseLanguage', language: 'da', languages: ['sv'] })).toBe(state);
  });
});
