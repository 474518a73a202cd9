import { PREFERRED_SITE_LANGUAGE_CODES } from '@eventsite/core/constants/languages';

/** A language's name in the interface language ('Engelska'), capitalised; null when the browser has none. */
export function knownLanguageName(interfaceLanguage: string, code: string): string | null {
  try {
    const name = new Intl.DisplayNames([interfaceLanguage], { type: 'language', fallback: 'none' }).of(code);
    if (name && name.toLowerCase() !== code) {
      return name.charAt(0).toLocaleUpperCase(interfaceLanguage) + name.slice(1);
    }
  } catch {
    // An engine without that language's data.
  }
  return null;
}

/** A language's name in the interface language, or its code when the browser has no name for it. */
export function languageNameIn(interfaceLanguage: string, code: string): string {
  return knownLanguageName(interfaceLanguage, code) ?? code.toUpperCase();
}

/**
 * The languages to offer by name, sorted as given: a code the browser cannot name is left out (no bare
 * codes), and a code named like one before it (Twi is named Akan) is left out too (no duplicates).
 */
export function nameableLanguages<Code extends string>(
  interfaceLanguage: string,
  codes: readonly Code[],
  taken: readonly string[] = [],
): { code: Code; name: string }[] {
  const seen = new Set(taken.map((code) => knownLanguageName(interfaceLanguage, code)));
  const named: { code: Code; name: string }[] = [];
  for (const code of codes) {
    const name = knownLanguageName(interfaceLanguage, code);
    if (name === null || seen.has(name)) continue;
    seen.add(name);
    named.push({ code, name });
  }
  return named;
}

/** True for sv, en, da, no and fi, which the add list offers first (`002` §5). */
export function isPreferredLanguage(code: string): boolean {
  return (PREFERRED_SITE_LANGUAGE_CODES as readonly string[]).includes(code);
}
