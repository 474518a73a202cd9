import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moduleEditorProps } from '../../test/module-editor-props';
import { useModuleEditorDraft } from './use-module-editor-draft';

function imageAndText() {
  return moduleEditorProps({
    id: 'image-and-text-1',
    siteModuleType: 'ImageAndText',
    title: { sv: 'Välkomna', en: 'Welcome' },
    secondTitle: { sv: 'Till festen', en: 'To the party' },
  }).module;
}

describe('useModuleEditorDraft', () => {
  it("gives a field its key's value and the edited language, and its change changes only that key", () => {
    const module = imageAndText();
    const { result } = renderHook(() => useModuleEditorDraft(module, 'en'));

    const title = result.current.field('title');
    expect(title.value).toEqual({ sv: 'Välkomna', en: 'Welcome' });
    expect(title.language).toBe('en');

    act(() => title.onChange({ sv: 'Välkomna', en: 'Hello' }));

    expect(result.current.draft).toEqual({ ...module, title: { sv: 'Välkomna', en: 'Hello' } });
    expect(result.current.field('title').value).toEqual({ sv: 'Välkomna', en: 'Hello' });
    expect(module.title).toEqual({ sv: 'Välkomna', en: 'Welcome' });
  });

  it('keeps two changes made in one event', () => {
    const module = imageAndText();
    const { result } = renderHook(() => useModuleEditorDraft(module, 'sv'));
    const { set, field } = result.current;

    act(() => {
      field('title').onChange({ sv: 'Hej' });
      set('userSelectedImageSize')('LARGE');
    });

    expect(result.current.draft).toEqual({ ...module, title: { sv: 'Hej' }, userSelectedImageSize: 'LARGE' });
  });
});
