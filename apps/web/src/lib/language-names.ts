import { PREFERRED_SITE_LANGUAGE_CODES } from '@eventsite/core/constants/languages';

/** A language's name in the interface language ('engelska'), capitalised, or its code when unknown. */
export function languageNameIn(interfaceLanguage: string, code: string): string {
  try {
    const name = new Intl.DisplayNames([interfaceLanguage], { type: 'language', fallback: 'none' }).of(code);
    if (name) return name.charAt(0).toLocaleUpperCase(interfaceLanguage) + name.slice(1);
  } catch {
    // An engine without that language's data: the code is still a fair label.
  }
  return code.toUpperCase();
}

/** True for sv, en, da, no and fi, which the add list offers first (`002` §5). */
export function isPreferredLanguage(code: string): boolean {
  return (PREFERRED_SITE_LANGUAGE_CODES as readonly string[]).includes(code);
}
