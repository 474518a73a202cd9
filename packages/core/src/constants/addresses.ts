import type { Market } from './platform';

/** Every top-level domain a custom domain can have, without the dot. */
export const CUSTOM_DOMAIN_TOP_LEVEL_DOMAINS = ['se', 'dk', 'nu', 'com', 'eu'] as const;
export type CustomDomainTopLevelDomain = (typeof CUSTOM_DOMAIN_TOP_LEVEL_DOMAINS)[number];

/**
 * The top-level domains a market offers, its default first: .se, .nu, .com, .eu in Sweden (`000` §5),
 * .dk, .com, .eu, .nu in Denmark (`decisions.md` §8).
 */
export const MARKET_TOP_LEVEL_DOMAINS: Readonly<Record<Market, readonly CustomDomainTopLevelDomain[]>> = {
  se: ['se', 'nu', 'com', 'eu'],
  dk: ['dk', 'com', 'eu', 'nu'],
};

/** The top-level domain the domain search starts with: the market's own. */
export function defaultTopLevelDomainOf(market: Market): CustomDomainTopLevelDomain {
  const [first = 'se'] = MARKET_TOP_LEVEL_DOMAINS[market];
  return first;
}

/** Subdomain labels no site may take (`decisions.md` §3 "Subdomain availability"). */
export const RESERVED_SUBDOMAIN_LABELS: readonly string[] = [
  'www',
  'api',
  'app',
  'demo',
  'admin',
  'mail',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'static',
  'cdn',
  'assets',
  'dev',
  'test',
  'staging',
  'support',
  'help',
  'status',
  'login',
];
