/** Brands, markets and interface languages (`000` §1, §9). */
import type { AppConfig } from '../schemas/app-config';

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

/**
 * The student variant's demo host (`002` §2.1 `/digital-studentinbjudan/...`): a graduation invitation. It
 * starts with 'demo.' like every demo host (`000` §2), and its dotted label can never be a customer's subdomain.
 */
export function studentDemoHostOf(domain: string): string {
  return `demo.student.${domain}`;
}

/** The demo variants: the brand's own demo, and the student graduation demo. */
export type DemoVariant = 'standard' | 'student';

/** The demo host of each variant on a brand domain. */
export function demoHostsOf(domain: string): Record<DemoVariant, string> {
  return { standard: demoHostOf(domain), student: studentDemoHostOf(domain) };
}

/** The path prefix of the student variant's quick start and demo page (`002` §2.1). */
export const STUDENT_PATH_PREFIX = '/digital-studentinbjudan/';

/** The demo variant a quick-start or demo page path belongs to: the student one under its prefix. */
export function demoVariantOfPath(pathname: string): DemoVariant {
  return pathname.startsWith(STUDENT_PATH_PREFIX) ? 'student' : 'standard';
}

/** The demo variant a host is the demo host of, or null for any other host. */
export function demoVariantOfHost(host: string, domain: string): DemoVariant | null {
  const hosts = demoHostsOf(domain);
  if (host === hosts.standard) return 'standard';
  if (host === hosts.student) return 'student';
  return null;
}

// A type only: the schema reads the brands and markets above, so a value import would be a cycle.
export type { AppConfig };

/** Each market's own clock: an event's date and time are read in it, whatever the guest's device says. */
export const MARKET_TIME_ZONES: Record<Market, string> = {
  se: 'Europe/Stockholm',
  dk: 'Europe/Copenhagen',
};

/** The language each market writes in: new accounts, mails and printed cards start in it (`decisions.md` §8). */
export const MARKET_LANGUAGE = { se: 'sv', dk: 'da' } as const satisfies Readonly<
  Record<Market, InterfaceLanguage>
>;
