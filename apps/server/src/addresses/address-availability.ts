import {
  normaliseHost,
  parseCustomDomain,
  type DomainAvailabilityResponse,
  type SubdomainAvailabilityResponse,
} from '@eventsite/core';
import type { PaymentDeps } from '../payments/payment-deps';
import { AppError } from '../errors/app-error';
import { loadSite, priceOf, subdomainUnavailableReason } from '../payments/price-purchase';

/**
 * `GET …/host/subdomain-available/{fullHost}` (`decisions.md` §3): available when the label is a valid DNS
 * label, not reserved and used by no other site; with what this site would pay for it.
 */
export async function subdomainAvailability(
  deps: PaymentDeps,
  siteId: string,
  fullHost: string,
): Promise<SubdomainAvailabilityResponse> {
  const site = await loadSite(deps, siteId);
  const reason = await subdomainUnavailableReason(deps, siteId, fullHost);
  const price = await priceOf(deps, siteId, site, 'subdomain');
  return {
    available: reason === null,
    paymentProduct: price.product,
    priceOre: price.priceOre,
    ...(price.note ? { note: price.note } : {}),
  };
}

/**
 * `GET …/host/domain-available/{fullDomain}`: whether the registrar can register it for this site, with its
 * price, and the own-domain offer for a domain that is registered already (`000` §4 states 1–3).
 */
export async function domainAvailability(
  deps: PaymentDeps,
  siteId: string,
  fullDomain: string,
): Promise<DomainAvailabilityResponse> {
  const site = await loadSite(deps, siteId);
  const domain = normaliseHost(fullDomain);
  const valid = domain !== null && parseCustomDomain(domain, deps.config.market) !== null;
  const usedElsewhere = valid && (await deps.repositories.siteHosts.isUsedByAnotherSite(domain, siteId));
  const registrable = valid && !usedElsewhere && (await registrarSays(deps, domain));
  const price = await priceOf(deps, siteId, site, 'domain_name');
  const ownDomain = await priceOf(deps, siteId, site, 'domain_name_other_registrar', !registrable);
  return {
    available: registrable,
    paymentProduct: price.product,
    priceOre: price.priceOre,
    ownDomainOffer: { paymentProduct: ownDomain.product, priceOre: ownDomain.priceOre },
  };
}

/** The registrar's availability answer; a registrar that fails is a 502 the search can show, never a 500. */
async function registrarSays(deps: PaymentDeps, domain: string): Promise<boolean> {
  try {
    return await deps.payments.registrar.isAvailable(domain);
  } catch (error) {
    deps.log.error({ err: error, domain }, 'the registrar failed the availability check');
    throw new AppError('REGISTRAR_UNAVAILABLE', { message: 'The registrar failed.', cause: error });
  }
}
