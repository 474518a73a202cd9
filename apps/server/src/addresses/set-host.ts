import { normaliseHost, subdomainLabelOf } from '@eventsite/core';
import type { PaymentDeps } from '../payments/payment-deps';
import { AppError } from '../errors/app-error';
import { loadSite, ownsSubdomain, subdomainUnavailableReason } from '../payments/price-purchase';
import { applyPublicationChange } from './apply-publication-change';

/**
 * `PUT /api/sites/{siteId}/host`: moves the site to an address it already has the right to, without paying
 * (`000` §4): one of its own custom domains or earlier hosts, or another free subdomain label when it owns a
 * subdomain. Anything else must be bought (402).
 */
export async function setHost(deps: PaymentDeps, siteId: string, requestedHost: string): Promise<string> {
  const host = normaliseHost(requestedHost);
  if (!host) throw new AppError('ADDRESS_INVALID');
  const site = await loadSite(deps, siteId);
  const ownHosts = await deps.repositories.siteHosts.hostsOfSite(siteId);
  const ownHost = ownHosts.find((entry) => entry.host === host);
  const ownCustomDomain = site.customDomains.some((entry) => entry.domain === host);
  const isSubdomain = subdomainLabelOf(host, deps.config.domain) !== null;

  if (!ownHost && !ownCustomDomain && host !== site.host) {
    if (!isSubdomain) throw new AppError('PAYMENT_REQUIRED', { message: `${host} has to be bought first.` });
    const reason = await subdomainUnavailableReason(deps, siteId, host);
    if (reason === 'taken') throw new AppError('ADDRESS_UNAVAILABLE');
    if (reason !== null)
      throw new AppError('ADDRESS_INVALID', { message: `${host} cannot be a subdomain (${reason})` });
    if (!(await ownsSubdomain(deps, siteId, site))) {
      throw new AppError('PAYMENT_REQUIRED', { message: 'A first subdomain has to be bought.' });
    }
  }
  const kind = ownHost?.kind ?? (isSubdomain ? 'subdomain' : 'custom');
  const applied = await deps.db.transaction((tx) =>
    applyPublicationChange(deps.repositories, tx, siteId, { kind: 'moveHost', host }, deps.now(), kind),
  );
  deps.publicRead.siteChanged(siteId);
  if (!applied.hostApplied) throw new AppError('ADDRESS_UNAVAILABLE');
  return host;
}
