import { isInterfaceLanguage, MARKET_LANGUAGE, type InterfaceLanguage, type Market } from '@eventsite/core';

/** A page without JavaScript speaks the language its link or form names, else the market's own. */
export function pageLanguage(lang: string | undefined, market: Market): InterfaceLanguage {
  return isInterfaceLanguage(lang) ? lang : MARKET_LANGUAGE[market];
}
