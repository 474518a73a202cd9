import { knownLanguageName } from './language-names';

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
