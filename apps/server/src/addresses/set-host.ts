import { normaliseHost, subdomainLabelOf } from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { loadSite, ownsSubdomain, subdomainUnavailableReason } from '../payments/price-purchase';
import { applyPublicationChange } from './apply-publication-change';

/**
 * `PUT /api/sites/{siteId}/host`: moves the site to an address it already has the right to, without paying
 * (`000` §4): one of its own custom domains or earlier hosts, or another free subdomain label when it owns a
 * subdomain. Anything else must be bought (402).
 */
export async function setHost(app: FastifyInstance, siteId: string, requestedHost: string): Promise<string> {
  const host = normaliseHost(requestedHost);
  if (!host) throw new AppError('ADDRESS_INVALID');
  const site = await loadSite(app, siteId);
  const ownHosts = await app.repositories.siteHosts.hostsOfSite(siteId);
  const ownHost = ownHosts.find((entry) => entry.host === host);
  const ownCustomDomain = site.customDomains.some((entry) => entry.domain === host);
  const isSubdomain = subdomainLabelOf(host, app.config.domain) !== null;

  if (!ownHost && !ownCustomDomain && host !== site.host) {
    if (!isSubdomain) throw new AppError('PAYMENT_REQUIRED', { message: `${host} has to be bought first.` });
    const reason = await subdomainUnavailableReason(app, siteId, host);
    if (reason === 'taken') throw new AppError('ADDRESS_UNAVAILABLE');
    if (reason !== null)
      throw new AppError('ADDRESS_INVALID', { message: `${host} cannot be a subdomain (${reason})` });
    if (!(await ownsSubdomain(app, siteId, site))) {
      throw new AppError('PAYMENT_REQUIRED', { message: 'A first subdomain has to be bought.' });
    }
  }
  const kind = ownHost?.kind ?? (isSubdomain ? 'subdomain' : 'custom');
  const applied = await app.db.transaction((tx) =>
    applyPublicationChange(app.repositories, tx, siteId, { kind: 'moveHost', host }, app.now(), kind),
  );
  app.publicRead.siteChanged(siteId);
  if (!applied.hostApplied) throw new AppError('ADDRESS_UNAVAILABLE');
  return host;
}
