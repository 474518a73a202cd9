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
