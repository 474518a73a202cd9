import {
  MARKET_TOP_LEVEL_DOMAINS,
  RESERVED_SUBDOMAIN_LABELS,
  type CustomDomainTopLevelDomain,
} from '../constants/addresses';
import type { Market } from '../constants/platform';

/** The longest DNS label (RFC 1035). */
export const MAX_DNS_LABEL_LENGTH = 63;

const TRANSLITERATIONS: Record<string, string> = {
  å: 'a',
  ä: 'a',
  æ: 'ae',
  ö: 'o',
  ø: 'o',
  é: 'e',
  è: 'e',
  ü: 'u',
};

/**
 * The name an owner types for a subdomain or a domain, made fit for a DNS label (`000` §5 leaves the
 * rule open): lower case, Swedish and Danish letters spelt in ASCII (å ä → a, ö ø → o, æ → ae), spaces
 * and underscores as hyphens, anything else dropped, no leading or doubled hyphen, at most 63
 * characters. A trailing hyphen stays so that a name can be typed letter by letter ("anna-"); the label
 * check refuses it.
 */
export function normaliseAddressName(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/[åäæöøéèü]/g, (letter) => TRANSLITERATIONS[letter] ?? '')
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_DNS_LABEL_LENGTH);
}

const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A lower-case DNS label (RFC 1035 letters, digits, inner hyphens, 1–63 characters), not an IDN prefix ("xn--"). */
export function isValidDnsLabel(label: string): boolean {
  return DNS_LABEL.test(label) && label.slice(2, 4) !== '--';
}

export function isReservedSubdomainLabel(label: string): boolean {
  return RESERVED_SUBDOMAIN_LABELS.includes(label);
}

/** Why a label cannot be a subdomain whoever holds it (`decisions.md` §3 "Subdomain availability"). */
export type SubdomainLabelProblem = 'invalid' | 'reserved';

export function subdomainLabelProblem(label: string): SubdomainLabelProblem | null {
  if (!isValidDnsLabel(label)) return 'invalid';
  if (isReservedSubdomainLabel(label)) return 'reserved';
  return null;
}

/** The host of a subdomain site: `<label>.<brand domain>` (`decisions.md` §1). */
export function subdomainHost(label: string, brandDomain: string): string {
  return `${label}.${brandDomain}`;
}

/** The label of a host directly under the brand domain ('anna.festsidan.se' → 'anna'), else null. */
export function subdomainLabelOf(host: string, brandDomain: string): string | null {
  const suffix = `.${brandDomain}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return label === '' || label.includes('.') ? null : label;
}

/** A custom domain as the search offers it: a name under one of the top-level domains of `000` §5. */
export interface CustomDomainParts {
  name: string;
  topLevelDomain: CustomDomainTopLevelDomain;
}

export function customDomainOf({ name, topLevelDomain }: CustomDomainParts): string {
  return `${name}.${topLevelDomain}`;
}

function isOfferedTopLevelDomain(value: string, market: Market): value is CustomDomainTopLevelDomain {
  return (MARKET_TOP_LEVEL_DOMAINS[market] as readonly string[]).includes(value);
}

/**
 * Splits 'annaocherik.se' into its name and top-level domain; null unless it is exactly one valid label
 * under a top-level domain the market offers (`000` §5, `decisions.md` §8).
 */
export function parseCustomDomain(fullDomain: string, market: Market): CustomDomainParts | null {
  const parts = fullDomain.split('.');
  if (parts.length !== 2) return null;
  const [name = '', topLevelDomain = ''] = parts;
  if (!isValidDnsLabel(name) || !isOfferedTopLevelDomain(topLevelDomain, market)) return null;
  return { name, topLevelDomain };
}
