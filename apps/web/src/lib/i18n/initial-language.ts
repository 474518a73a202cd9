import type { InterfaceLanguage, Market } from '@eventsite/core/constants/platform';
import { selectInterfaceLanguage } from '@eventsite/core/rules/select-language';

/** Where the language switcher keeps the chosen interface language between visits. */
export const LANGUAGE_STORAGE_KEY = 'interfaceLanguage';

/** Storage can be missing or throw (private modes, blocked cookies); the language then is not remembered. */
function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: InterfaceLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembering the choice is harmless: it still applies to this visit.
  }
}

/** The default interface language of this page load (`000` §2.1), for the host chosen by `selectMode`. */
export function initialInterfaceLanguage(host: string | null, market?: Market): InterfaceLanguage {
  return selectInterfaceLanguage({
    host,
    market,
    search: window.location.search,
    storedLanguage: readStoredLanguage(),
    browserLanguages: navigator.languages ?? [navigator.language],
  });
}
