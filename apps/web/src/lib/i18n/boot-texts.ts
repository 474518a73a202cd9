import type { InterfaceLanguage } from '@eventsite/core/constants/platform';

/**
 * The few texts shown before a message catalogue has loaded (or when it cannot load), so they cannot come
 * from one. The loading text equals the catalogues' `common.loading` (a test checks it).
 */
export const LOADING_TEXT: Record<InterfaceLanguage, string> = {
  sv: 'Laddar...',
  en: 'Loading...',
  da: 'Indlæser...',
};

/** `002` §8 "Text load failure", given in English only. */
export const TEXT_LOAD_FAILED_TEXT =
  'An error occurred. Failed to load text. Maybe you lost your internet connection? Try to reload the page.';

export interface RootErrorText {
  title: string;
  text: string;
  reload: string;
}

/** The page shown when the app cannot start or crashes outside a screen, in the page's interface language. */
export const ROOT_ERROR_TEXT: Record<InterfaceLanguage, RootErrorText> = {
  sv: {
    title: 'Något gick fel',
    text: 'Ett oväntat fel uppstod och har loggats. Ladda om sidan och försök igen.',
    reload: 'Ladda om',
  },
  en: {
    title: 'Something went wrong',
    text: 'An unexpected error occurred and has been logged. Reload the page and try again.',
    reload: 'Reload',
  },
  da: {
    title: 'Noget gik galt',
    text: 'Der opstod en uventet fejl, som er blevet logget. Genindlæs siden, og prøv igen.',
    reload: 'Genindlæs',
  },
};
