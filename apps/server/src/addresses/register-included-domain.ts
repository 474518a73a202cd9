import {
  normaliseHost,
  parseCustomDomain,
  paymentProductTerms,
  type DomainRegistrationResponse,
} from '@eventsite/core';
import type { PaymentDeps } from '../payments/payment-deps';
import { AppError } from '../errors/app-error';
import { DomainTakenError } from '../payments/registrar';
import { applyPublicationChange } from './apply-publication-change';

/**
 * `POST …/host/domain-registration/register-included` (`000` §4 "if registrations are available
 * (customDomainRegistrationsAvailable) the price is 0 and no product is used"): the domain is registered
 * (unless the owner keeps it at another registrar), joins the custom domains as the host, and one prepaid
 * registration is used, all in one transaction on the site's locked publication. A repeated call for a domain the site
 * already has answers the same and uses nothing, so a double click never costs two registrations.
 */
export async function registerIncludedDomain(
  deps: PaymentDeps,
  siteId: string,
  request: { domain: string; ownDomain: boolean },
): Promise<DomainRegistrationResponse> {
  const domain = normaliseHost(request.domain);
  if (domain === null || parseCustomDomain(domain, deps.config.market) === null) {
    throw new AppError('ADDRESS_INVALID', { message: `${request.domain.slice(0, 260)} is no custom domain` });
  }
  const months = paymentProductTerms(deps.config.market, deps.config.brand, 'domain_name').months;
  const now = deps.now();
  // Checked before the transaction, which must not wait on a second connection; the locked write below
  // checks the host again.
  if (await deps.repositories.siteHosts.isUsedByAnotherSite(domain, siteId)) {
    throw new AppError('ADDRESS_UNAVAILABLE', { message: `${domain} belongs to another site` });
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const publications = deps.repositories.sitePublications.withTransaction(tx);
      const locked = await publications.lock(siteId);
      if (!locked) throw new AppError('NOT_FOUND', { message: `No site ${siteId}` });
      const existing = locked.terms.customDomains.find((entry) => entry.domain === domain);
      if (existing) return { domain, expires: existing.expires, registered: !request.ownDomain };
      if (!(locked.includedDomainRegistrations > 0)) throw new AppError('NO_INCLUDED_REGISTRATION');
      if (!request.ownDomain) await deps.payments.registrar.register(domain, months, now);
      const applied = await applyPublicationChange(
        deps.repositories,
        tx,
        siteId,
        { kind: 'addCustomDomain', domain, months },
        now,
      );
      if (!applied.hostApplied) {
        throw new AppError('ADDRESS_UNAVAILABLE', { message: `${domain} went to another site` });
      }
      await publications.setIncludedDomainRegistrations(siteId, locked.includedDomainRegistrations - 1);
      const expires =
        applied.publication.customDomains.find((entry) => entry.domain === domain)?.expires ??
        now.toISOString();
      deps.log.info({ siteId, domain, ownDomain: request.ownDomain }, 'included custom domain added');
      return { domain, expires, registered: !request.ownDomain };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof DomainTakenError) {
      throw new AppError('ADDRESS_UNAVAILABLE', { message: error.message, cause: error });
    }
    deps.log.error({ err: error, siteId, domain }, 'included domain registration failed');
    throw new AppError('DOMAIN_REGISTRATION_FAILED', { message: 'The registrar failed.', cause: error });
  }
}
