import type { TranslatableText } from '@eventsite/core/schemas/translatable-text';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { moduleEditorProps } from '../../../test/module-editor-props';
import { itemFields, useModuleEditorDraft } from './use-module-editor-draft';

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

describe('itemFields', () => {
  it("gives a field the item's value and the edited language, and hands its list the item with only that key changed", () => {
    const item: { id: string; name: TranslatableText; title: TranslatableText } = {
      id: 'person-1',
      name: { sv: 'Anna' },
      title: { sv: 'Brud' },
    };
    const update = vi.fn();
    const name = itemFields(item, 'da', update)('name');

    expect(name.value).toEqual({ sv: 'Anna' });
    expect(name.language).toBe('da');
    name.onChange({ sv: 'Anna', da: 'Anne' });
    expect(update).toHaveBeenCalledWith({ ...item, name: { sv: 'Anna', da: 'Anne' } });
  });
});
