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

/** What a brand is called and where it lives in each market. The domain can be overridden by `BRAND_DOMAIN`. */
export interface BrandMarketSettings {
  productName: string;
  productionDomain: string;
  contactMail: string;
}

export const BRAND_MARKET_SETTINGS: Record<Brand, Record<Market, BrandMarketSettings>> = {
  party: {
    se: { productName: 'Festsidan', productionDomain: 'festsidan.se', contactMail: 'hej@festsidan.se' },
    dk: { productName: 'Festsiden', productionDomain: 'festsiden.dk', contactMail: 'hej@festsiden.dk' },
  },
  wedding: {
    se: {
      productName: 'Bröllopssidan',
      productionDomain: 'brollopssidan.se',
      contactMail: 'hej@brollopssidan.se',
    },
    dk: {
      productName: 'Bryllupssiden',
      productionDomain: 'bryllupssiden.dk',
      contactMail: 'hej@bryllupssiden.dk',
    },
  },
  event: {
    se: { productName: 'Eventsidan', productionDomain: 'eventsidan.se', contactMail: 'hej@eventsidan.se' },
    dk: { productName: 'Eventsiden', productionDomain: 'eventsiden.dk', contactMail: 'hej@eventsiden.dk' },
  },
};

/** Local development domain of a brand when `BRAND_DOMAIN` is not set (`decisions.md` §1). */
export function developmentDomain(brand: Brand): string {
  return `${brand}.localhost`;
}

/** The demo (quick-start) host of a brand domain (`decisions.md` §1). */
export function demoHostOf(domain: string): string {
  return `demo.${domain}`;
}

export type { AppConfig } from '../schemas/app-config';
