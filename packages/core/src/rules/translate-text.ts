/** A text keyed by language code (`000` §3, `001` §3), e.g. `{ sv: 'Välkommen', en: 'Welcome' }`. */
type TextByLanguage = Readonly<Partial<Record<string, string>>>;

function availableText(text: TextByLanguage, language: string): string | undefined {
  const value = text[language];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Reads a translatable text (`000` §3, `001` §3): the chosen language, then English, then Swedish, then the
 * first available key, then ''. A key counts as available only when its value is a non-empty string, so an
 * untranslated (empty) entry falls through to the next language instead of showing nothing.
 */
export function translateText(text: TextByLanguage | null | undefined, language: string): string {
  if (!text) return '';
  for (const candidate of [language, 'en', 'sv', ...Object.keys(text)]) {
    const value = availableText(text, candidate);
    if (value !== undefined) return value;
  }
  return '';
}
