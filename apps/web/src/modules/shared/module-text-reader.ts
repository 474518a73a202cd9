import { translateText } from '@eventsite/core/rules/translate-text';
import type { TranslatableText } from '@eventsite/core/schemas/translatable-text';

/**
 * The reader of words module views add around the owner's texts. They follow the site language, not the
 * editor's, and a site may offer languages the interface catalogs lack, so they are read with
 * `translateText`'s fallback (English, then Swedish) instead of the interface's message files.
 */
export function moduleTextReader<Key extends string>(texts: Readonly<Record<Key, TranslatableText>>) {
  /** A word in the site language; `{name}` placeholders are filled from `values`. */
  return (key: Key, language: string, values: Readonly<Record<string, string | number>> = {}): string =>
    translateText(texts[key], language).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    );
}
