import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { SiteModule } from '@eventsite/core/schemas/site-modules';
import { useState } from 'react';

/** What a translatable field (`TranslatableTextField`, `RichTextField`, …) takes to edit one key of a draft. */
export interface DraftField<V> {
  value: V;
  language: SiteLanguageCode;
  onChange: (next: V) => void;
}

/** What edits one key of an object in the edited language: the `field` of a draft or of a list's item. */
export type FieldOf<T> = <K extends keyof T>(key: K) => DraftField<T[K]>;

/** `field(key)` of one item of a module's list, which the list replaces whole on every change. */
export function itemFields<T extends object>(
  item: T,
  language: SiteLanguageCode,
  update: (next: T) => void,
): FieldOf<T> {
  return (key) => ({
    value: item[key],
    language,
    onChange: (value) => update({ ...item, [key]: value }),
  });
}

/**
 * The draft a module's edit dialog changes until the owner confirms (`002` §2.3): `set(key)` replaces one
 * key, and `field(key)` is what a translatable field takes to edit that key in the edited language.
 */
export function useModuleEditorDraft<M extends SiteModule>(module: M, language: SiteLanguageCode) {
  const [draft, setDraft] = useState<M>(module);
  // From the current draft, so two changes in one event both stay.
  const set =
    <K extends keyof M>(key: K) =>
    (value: M[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const field: FieldOf<M> = (key) => ({
    value: draft[key],
    language,
    onChange: set(key),
  });
  return { draft, setDraft, set, field };
}
