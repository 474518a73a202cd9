const namesByLocale = new Map<string, Intl.DisplayNames | null>();

/**
 * The engine's language names in `locale` (the browser's, or Node's on the server), made once per locale;
 * null for an engine without its data.
 */
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

/** Each of a site's languages named in its own language ('Svenska', 'English', 'Dansk'). */
export function ownLanguageNames(codes: readonly string[]): Record<string, string> {
  return Object.fromEntries(codes.map((code) => [code, languageNameIn(code, code)]));
}
