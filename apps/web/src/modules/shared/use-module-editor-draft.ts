import type { SiteLanguageCode } from '@eventsite/core/constants/languages';
import type { SiteModule } from '@eventsite/core/schemas/site-modules';
import { useState } from 'react';

/** What a translatable field (`TranslatableTextField`, `RichTextField`, …) takes to edit one key of a draft. */
export interface DraftField<V> {
  value: V;
  language: SiteLanguageCode;
  onChange: (next: V) => void;
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
  const field = <K extends keyof M>(key: K): DraftField<M[K]> => ({
    value: draft[key],
    language,
    onChange: set(key),
  });
  return { draft, setDraft, set, field };
}
