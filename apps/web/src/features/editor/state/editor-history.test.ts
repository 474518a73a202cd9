import { addModule } from '@eventsite/core/editor/add-module';
import { createModule } from '@eventsite/core/editor/create-module';
import { moveModule } from '@eventsite/core/editor/move-module';
import { siteV2Schema, type SiteV2 } from '@eventsite/core/schemas/site';
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  editorHistoryReducer,
  initialEditorHistory,
  MAX_UNDO_STEPS,
  type EditorHistory,
} from './editor-history';

function site(ids: string[] = ['a', 'b']): SiteV2 {
  return siteV2Schema.parse({
    _id: 'site-1',
    usesSiteModules: true,
    siteVersion: 4,
    theme: 'theme4',
    fonts: { heading: 'Playfair Display', text: 'Arial' },
    siteModules: ids.map((id) => createModule('Text', { id, languages: ['sv'] })),
  });
}

const ids = (history: EditorHistory) => history.site.siteModules.map((module) => module.id);

function added(history: EditorHistory, id: string): EditorHistory {
  return editorHistoryReducer(history, {
    type: 'change',
    site: addModule(history.site, { module: createModule('Text', { id, languages: ['sv'] }) }),
  });
}

describe('the editor history', () => {
  it('starts clean with nothing to undo or redo', () => {
    const history = initialEditorHistory(site());
    expect(history.dirty).toBe(false);
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
  });

  it('records a change as a step and marks the site dirty', () => {
    const history = added(initialEditorHistory(site()), 'c');
    expect(ids(history)).toEqual(['a', 'b', 'c']);
    expect(history.dirty).toBe(true);
    expect(canUndo(history)).toBe(true);
  });

  it('ignores a change that returns the same site (a clamped move)', () => {
    const start = initialEditorHistory(site());
    const next = editorHistoryReducer(start, {
      type: 'change',
      site: moveModule(start.site, { moduleId: 'a', direction: -1 }),
    });
    expect(next).toBe(start);
  });

  it('undoes and redoes steps in order, and a new change clears what could be redone', () => {
    let history = added(added(initialEditorHistory(site()), 'c'), 'd');
    history = editorHistoryReducer(history, { type: 'undo' });
    expect(ids(history)).toEqual(['a', 'b', 'c']);
    history = editorHistoryReducer(history, { type: 'undo' });
    expect(ids(history)).toEqual(['a', 'b']);
    expect(canUndo(history)).toBe(false);
    expect(editorHistoryReducer(history, { type: 'undo' })).toBe(history);
    history = editorHistoryReducer(history, { type: 'redo' });
    expect(ids(history)).toEqual(['a', 'b', 'c']);
    history = added(history, 'e');
    expect(canRedo(history)).toBe(false);
    expect(ids(history)).toEqual(['a', 'b', 'c', 'e']);
  });

  it(`keeps at most ${MAX_UNDO_STEPS} steps`, () => {
    let history = initialEditorHistory(site([]));
    for (let index = 0; index < MAX_UNDO_STEPS + 5; index += 1) history = added(history, `m${index}`);
    expect(history.past).toHaveLength(MAX_UNDO_STEPS);
  });

  it("clears the dirty flag on a save and carries the server's new version into the stacks", () => {
    let history = added(initialEditorHistory(site()), 'c');
    const sent = history.site;
    history = editorHistoryReducer(history, { type: 'saved', sent, site: { ...sent, siteVersion: 5 } });
    expect(history.dirty).toBe(false);
    expect(history.site.siteVersion).toBe(5);
    history = editorHistoryReducer(history, { type: 'undo' });
    expect(ids(history)).toEqual(['a', 'b']);
    expect(history.site.siteVersion).toBe(5);
    expect(history.dirty).toBe(true);
  });

  it('keeps changes made while a save ran, on the new version, still dirty', () => {
    let history = added(initialEditorHistory(site()), 'c');
    const sent = history.site;
    history = added(history, 'd');
    history = editorHistoryReducer(history, { type: 'saved', sent, site: { ...sent, siteVersion: 5 } });
    expect(ids(history)).toEqual(['a', 'b', 'c', 'd']);
    expect(history.site.siteVersion).toBe(5);
    expect(history.dirty).toBe(true);
  });

  it('takes a setting the server stored without a step or the dirty flag, and undo keeps it', () => {
    let history = added(initialEditorHistory(site()), 'c');
    history = editorHistoryReducer(history, { type: 'saved', sent: history.site, site: history.site });
    history = editorHistoryReducer(history, { type: 'stored', site: { ...history.site, metaNoindex: true } });
    expect(history.dirty).toBe(false);
    expect(history.past).toHaveLength(1);
    history = editorHistoryReducer(history, { type: 'undo' });
    expect(history.site.metaNoindex).toBe(true);
  });

  it('starts over from a reset site', () => {
    const history = editorHistoryReducer(added(initialEditorHistory(site()), 'c'), {
      type: 'reset',
      site: site(['x']),
    });
    expect(ids(history)).toEqual(['x']);
    expect(history.dirty).toBe(false);
    expect(canUndo(history)).toBe(false);
  });
});
