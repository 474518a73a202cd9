import { LOCAL_DEVELOPMENT_PORT_PREFIX } from '../constants/platform';
import { readQueryParameter } from './query-string';

/** EDIT: the product's own app (editor, account, quick start). PUBLIC: a guest on a customer's site. */
export type AppMode = 'EDIT' | 'PUBLIC';

export interface ModeSelectionInput {
  /** `location.hostname`. */
  hostname: string;
  /** `location.port` ('' when the default port is used). */
  port: string;
  /** `location.search`. */
  search: string;
  config: {
    /** The brand domain, e.g. festsidan.se. */
    domain: string;
    localDevelopment: boolean;
    /** Domains of the hosting platform's preview deployments, e.g. 'vercel.app'. */
    previewHostSuffixes?: readonly string[];
  };
}

export interface ModeSelection {
  mode: AppMode;
  /** The host in use, lower-cased and without port; null when no host is used. */
  host: string | null;
  /** The host starts with 'demo.'. */
  isDemo: boolean;
}

/** Lower-cases a host and drops a port and a trailing dot; '' becomes null. */
export function normaliseHost(host: string): string | null {
  const normalised = host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
  return normalised === '' ? null : normalised;
}

function isWithinDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Whether a host belongs to the product itself (`000` §2.1): the brand domain, www. of it, localhost,
 * 127.0.0.1, or a preview host. A preview suffix matches whole labels only ('vercel.app' matches
 * 'x.vercel.app' but not 'evilvercel.app'), so a customer domain can never pass as a preview host.
 */
export function isBrandHost(
  host: string,
  domain: string,
  previewHostSuffixes: readonly string[] = [],
): boolean {
  const brandDomain = normaliseHost(domain);
  if (host === 'localhost' || host === '127.0.0.1') return true;
  if (brandDomain !== null && (host === brandDomain || host === `www.${brandDomain}`)) return true;
  return previewHostSuffixes.some((suffix) => {
    const previewDomain = normaliseHost(suffix.replace(/^\./, ''));
    return previewDomain !== null && isWithinDomain(host, previewDomain);
  });
}

function effectiveHost({ hostname, port, search, config }: ModeSelectionInput): string | null {
  const domainHost = readQueryParameter(search, 'domainHost');
  if (domainHost !== null && normaliseHost(domainHost) !== null) return normaliseHost(domainHost);
  if (config.localDevelopment && port.startsWith(LOCAL_DEVELOPMENT_PORT_PREFIX)) return null;
  return normaliseHost(hostname);
}

/**
 * Mode selection by host (`000` §2.1). The `domainHost` query parameter overrides the host; in local
 * development on a port starting with 30 no host is used. A missing host or a brand host gives EDIT, any
 * other host PUBLIC. A host starting with 'demo.' is a demo site.
 */
export function selectMode(input: ModeSelectionInput): ModeSelection {
  const host = effectiveHost(input);
  const isEdit = host === null || isBrandHost(host, input.config.domain, input.config.previewHostSuffixes);
  return { mode: isEdit ? 'EDIT' : 'PUBLIC', host, isDemo: host?.startsWith('demo.') ?? false };
}
