/** Top-level domains offered for a custom domain, default .se (`000` §5). Without the dot. */
export const CUSTOM_DOMAIN_TOP_LEVEL_DOMAINS = ['se', 'nu', 'com', 'eu'] as const;
export type CustomDomainTopLevelDomain = (typeof CUSTOM_DOMAIN_TOP_LEVEL_DOMAINS)[number];
export const DEFAULT_CUSTOM_DOMAIN_TOP_LEVEL_DOMAIN: CustomDomainTopLevelDomain = 'se';

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
