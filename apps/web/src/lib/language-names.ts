import { PREFERRED_SITE_LANGUAGE_CODES } from '@eventsite/core/constants/languages';

const namesByLocale = new Map<string, Intl.DisplayNames | null>();

/** The browser's language names in `locale`, made once per locale; null for an engine without its data. */
function displayNamesIn(locale: string): Intl.DisplayNames | null {
  let names = namesByLocale.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    } catch {
      names = null;
    }
    namesByLocale.set(locale, names);
  }
  return names;
}

/** A language's name in `locale` as running text writes it ('engelska', 'English'); null when unknown. */
function knownNameInText(locale: string, code: string): string | null {
  try {
    const name = displayNamesIn(locale)?.of(code);
    return name && name.toLowerCase() !== code.toLowerCase() ? name : null;
  } catch {
    // Not a well-formed language code.
    return null;
  }
}

/** A language's name in `locale` as running text writes it ('engelska', 'English'), or its code. */
export function languageNameInText(locale: string, code: string): string {
  return knownNameInText(locale, code) ?? code;
}

/** A language's name in `locale`, capitalised as a label ('Engelska'); null when the browser has none. */
export function knownLanguageName(locale: string, code: string): string | null {
  const name = knownNameInText(locale, code);
  return name === null ? null : name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** A language's name in `locale`, capitalised as a label ('Engelska'), or its code in capitals. */
export function languageNameIn(locale: string, code: string): string {
  return knownLanguageName(locale, code) ?? code.toUpperCase();
}

/**
 * The languages to offer by name, sorted as given: a code the browser cannot name is left out (no bare
 * codes), and a code named like one before it (Twi is named Akan) is left out too (no duplicates).
 */
export function nameableLanguages<Code extends string>(
  locale: string,
  codes: readonly Code[],
  taken: readonly string[] = [],
): { code: Code; name: string }[] {
  const seen = new Set(taken.map((code) => knownLanguageName(locale, code)));
  const named: { code: Code; name: string }[] = [];
  for (const code of codes) {
    const name = knownLanguageName(locale, code);
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
