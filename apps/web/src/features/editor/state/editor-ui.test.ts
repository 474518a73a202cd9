import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import { createModule } from '@eventsite/core/editor/create-module';
import { siteV2Schema, type SiteV2 } from '@eventsite/core/schemas/site';
import { describe, expect, it } from 'vitest';
import { editLanguageOf, editorUiReducer, initialEditorUi, type EditorUi } from './editor-ui';

function site(languages: SiteLanguageCode[] = ['sv', 'en']): SiteV2 {
  return siteV2Schema.parse({
    _id: 'site-1',
    usesSiteModules: true,
    siteVersion: 4,
    theme: 'theme4',
    fonts: { heading: 'Playfair Display', text: 'Arial' },
    availableLanguages: languages.map((languageCode) => ({ languageCode })),
    siteModules: [createModule('Text', { id: 'a', languages })],
  });
}

const start = (): EditorUi => initialEditorUi(site());
const busy = (): EditorUi => ({
  ...start(),
  drawer: 'design',
  selectedModuleId: 'a',
  dialog: { type: 'edit', moduleId: 'a' },
});

describe('the editor UI state', () => {
  it('starts editing in the first language, nothing open or selected', () => {
    expect(start()).toEqual({
      editing: true,
      drawer: null,
      selectedModuleId: null,
      dialog: null,
      editLanguage: 'sv',
      translateMode: false,
    });
    const draft = { site: site(), rejectedAt: '2026-11-28T12:00:00.000Z' };
    expect(initialEditorUi(site(), { type: 'draft', draft }).dialog).toEqual({ type: 'draft', draft });
  });

  it('preview closes the drawer and forgets the selection; edit goes back', () => {
    const previewing = editorUiReducer(busy(), { type: 'preview' });
    expect(previewing).toMatchObject({ editing: false, drawer: null, selectedModuleId: null });
    expect(previewing.dialog).toEqual({ type: 'edit', moduleId: 'a' });
    expect(editorUiReducer(previewing, { type: 'edit' }).editing).toBe(true);
  });

  it('toggles a drawer: opens it, switches to another, closes it when it is open', () => {
    const design = editorUiReducer(start(), { type: 'toggleDrawer', drawer: 'design' });
    expect(design.drawer).toBe('design');
    const more = editorUiReducer(design, { type: 'toggleDrawer', drawer: 'more' });
    expect(more.drawer).toBe('more');
    expect(editorUiReducer(more, { type: 'toggleDrawer', drawer: 'more' }).drawer).toBeNull();
    expect(editorUiReducer(design, { type: 'closeDrawer' }).drawer).toBeNull();
  });

  it('selects a module and lets it go', () => {
    const selected = editorUiReducer(start(), { type: 'selectModule', moduleId: 'a' });
    expect(selected.selectedModuleId).toBe('a');
    expect(editorUiReducer(selected, { type: 'selectModule', moduleId: null }).selectedModuleId).toBeNull();
  });

  it('opens one dialog at a time and closes it', () => {
    const adding = editorUiReducer(start(), {
      type: 'openDialog',
      dialog: { type: 'add', beforeModuleId: null },
    });
    expect(adding.dialog).toEqual({ type: 'add', beforeModuleId: null });
    const menu = editorUiReducer(adding, { type: 'openDialog', dialog: { type: 'menu' } });
    expect(menu.dialog).toEqual({ type: 'menu' });
    expect(editorUiReducer(menu, { type: 'closeDialog' }).dialog).toBeNull();
  });

  it('selects an added module and closes the add dialog', () => {
    const adding = editorUiReducer(start(), {
      type: 'openDialog',
      dialog: { type: 'add', beforeModuleId: 'a' },
    });
    expect(editorUiReducer(adding, { type: 'moduleAdded', moduleId: 'b' })).toMatchObject({
      dialog: null,
      selectedModuleId: 'b',
    });
  });

  it('forgets the selection and closes the delete dialog after a delete', () => {
    const deleting = { ...busy(), dialog: { type: 'delete', moduleId: 'a' } as const };
    expect(editorUiReducer(deleting, { type: 'moduleDeleted' })).toMatchObject({
      dialog: null,
      selectedModuleId: null,
    });
  });

  it('sets the edit language and translate mode one at a time', () => {
    const english = editorUiReducer(start(), { type: 'setEditLanguage', language: 'en' });
    expect(english).toMatchObject({ editLanguage: 'en', translateMode: false });
    expect(editorUiReducer(english, { type: 'setTranslateMode', on: true }).translateMode).toBe(true);
  });

  it("turns translate mode on for a language chosen in the switcher other than the site's first (002 §2.4)", () => {
    const languages = ['sv', 'en'] as const;
    const english = editorUiReducer(start(), { type: 'chooseLanguage', language: 'en', languages });
    expect(english).toMatchObject({ editLanguage: 'en', translateMode: true });
    const swedish = editorUiReducer(english, { type: 'chooseLanguage', language: 'sv', languages });
    expect(swedish).toMatchObject({ editLanguage: 'sv', translateMode: false });
  });

  it('ignores a language the site does not have', () => {
    const ui = start();
    expect(editorUiReducer(ui, { type: 'chooseLanguage', language: 'da', languages: ['sv', 'en'] })).toBe(ui);
  });

  it('edits in the first language while the site lacks the chosen one', () => {
    const danish = { ...start(), editLanguage: 'da' as const };
    expect(editLanguageOf(danish, site(['sv', 'en']))).toBe('sv');
    expect(editLanguageOf(danish, site(['sv', 'da']))).toBe('da');
  });

  it('does not change the given state', () => {
    const ui = busy();
    const copy = structuredClone(ui);
    editorUiReducer(ui, { type: 'preview' });
    editorUiReducer(ui, { type: 'moduleDeleted' });
    expect(ui).toEqual(copy);
  });
});
