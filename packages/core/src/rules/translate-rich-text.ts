import type { RichTextDocument } from '../schemas/rich-text';

type RichTextByLanguage = Readonly<Partial<Record<string, RichTextDocument>>>;

/** True when a document holds any text; an empty paragraph left by the editor does not count. */
export function richTextHasContent(document: RichTextDocument | null | undefined): boolean {
  return (document?.content ?? []).some((block) =>
    (block.content ?? []).some((node) => node.type === 'text' && node.text.trim() !== ''),
  );
}

/**
 * Reads a translatable rich text in the order of `translateText` (`000` §3, `001` §3): the chosen language,
 * then English, then Swedish, then the first language with content; null when no language has any.
 */
export function translateRichText(
  text: RichTextByLanguage | null | undefined,
  language: string,
): RichTextDocument | null {
  if (!text) return null;
  for (const candidate of [language, 'en', 'sv', ...Object.keys(text)]) {
    const document = Object.hasOwn(text, candidate) ? text[candidate] : undefined;
    if (richTextHasContent(document)) return document ?? null;
  }
  return null;
}
