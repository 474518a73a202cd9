/** Brands, markets and interface languages (`000` §1, §9). */
export const BRANDS = ['party', 'wedding', 'event'] as const;
export type Brand = (typeof BRANDS)[number];

export const MARKETS = ['se', 'dk'] as const;
export type Market = (typeof MARKETS)[number];

export const INTERFACE_LANGUAGES = ['sv', 'en', 'da'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: InterfaceLanguage = 'sv';

/** Local development is recognised by a port starting with these digits (`000` §2.1). */
export const LOCAL_DEVELOPMENT_PORT_PREFIX = '30';

export const PASSWORD_MIN_LENGTH = 6;

export function isBrand(value: unknown): value is Brand {
  return typeof value === 'string' && (BRANDS as readonly string[]).includes(value);
}

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (MARKETS as readonly string[]).includes(value);
}

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}
