import {
  addressPrice,
  MARKET_TOP_LEVEL_DOMAINS,
  normaliseHost,
  parseCustomDomain,
  paymentProductTerms,
  purchaseOfProduct,
  subdomainLabelOf,
  subdomainLabelProblem,
  type AddressPrice,
  type AddressPurchase,
  type Market,
  type PaymentProductKey,
  type Site,
} from '@eventsite/core';
import type { PaymentDeps } from './payment-deps';
import { AppError } from '../errors/app-error';

/** A purchase priced by the server from the site as it is now (the client's price is never trusted). */
export interface PricedPurchase {
  product: PaymentProductKey;
  amountOre: number;
  months: number;
  host: string | null;
}

export async function loadSite(deps: PaymentDeps, siteId: string): Promise<Site> {
  const stored = await deps.repositories.sites.findById(siteId);
  if (!stored) throw new AppError('NOT_FOUND', { message: `No site ${siteId}` });
  return stored.site;
}

/**
 * A published site whose address is a subdomain already owns one: choosing another label is free
 * (`000` §4 "a subdomain already owned is free, with a note").
 */
export async function ownsSubdomain(deps: PaymentDeps, siteId: string, site: Site): Promise<boolean> {
  if (!site.active) return false;
  if (site.host && subdomainLabelOf(site.host, deps.config.domain) !== null) return true;
  const hosts = await deps.repositories.siteHosts.hostsOfSite(siteId);
  return hosts.some((entry) => entry.kind === 'subdomain');
}

/** The price of an address purchase for this site (`000` §4, §9). */
export async function priceOf(
  deps: PaymentDeps,
  siteId: string,
  site: Site,
  purchase: AddressPurchase,
  domainAlreadyRegistered = false,
): Promise<AddressPrice> {
  return addressPrice({
    market: deps.config.market,
    brand: deps.config.brand,
    purchase,
    site: {
      active: site.active,
      subdomainAlreadyOwned: purchase === 'subdomain' && (await ownsSubdomain(deps, siteId, site)),
      customDomainRegistrationsAvailable: site.customDomainRegistrationsAvailable,
    },
    domainAlreadyRegistered,
  });
}

/** Why a subdomain cannot be had, or null when it is free for this site (`decisions.md` §3). */
export async function subdomainUnavailableReason(
  deps: PaymentDeps,
  siteId: string,
  fullHost: string,
): Promise<'invalid' | 'reserved' | 'taken' | null> {
  const host = normaliseHost(fullHost);
  const label = host === null ? null : subdomainLabelOf(host, deps.config.domain);
  if (host === null || label === null) return 'invalid';
  const problem = subdomainLabelProblem(label);
  if (problem) return problem;
  return (await deps.repositories.siteHosts.isUsedByAnotherSite(host, siteId)) ? 'taken' : null;
}

function requireHost(host: string | undefined): string {
  const normalised = host ? normaliseHost(host) : null;
  if (!normalised)
    throw new AppError('ADDRESS_INVALID', { message: 'This product needs the host it is for.' });
  return normalised;
}

function requireCustomDomain(host: string | undefined, market: Market): string {
  const domain = requireHost(host);
  if (!parseCustomDomain(domain, market)) {
    const offered = MARKET_TOP_LEVEL_DOMAINS[market].map((tld) => `.${tld}`).join(', ');
    throw new AppError('ADDRESS_INVALID', { message: `${domain} is not a name under ${offered}` });
  }
  return domain;
}

/**
 * Checks that the address can be bought by this site and prices it; a purchase that costs nothing is refused
 * (it is set with `PUT …/host` instead), and so is an extension of a site that is not published.
 */
export async function pricePurchase(
  deps: PaymentDeps,
  siteId: string,
  paymentProduct: PaymentProductKey,
  requestedHost: string | undefined,
): Promise<PricedPurchase> {
  const site = await loadSite(deps, siteId);
  const purchase = purchaseOfProduct(paymentProduct);
  let host: string | null = null;
  let domainAlreadyRegistered = false;

  if (purchase === 'subdomain') {
    host = requireHost(requestedHost);
    const reason = await subdomainUnavailableReason(deps, siteId, host);
    if (reason === 'invalid' || reason === 'reserved') {
      throw new AppError('ADDRESS_INVALID', { message: `${host} cannot be a subdomain (${reason})` });
    }
    if (reason === 'taken') throw new AppError('ADDRESS_UNAVAILABLE', { message: `${host} is taken` });
  } else if (purchase === 'extend_subdomain') {
    if (!site.active)
      throw new AppError('SITE_NOT_PUBLISHED', { message: 'Only a published site is extended.' });
  } else {
    host = requireCustomDomain(requestedHost, deps.config.market);
    if (await deps.repositories.siteHosts.isUsedByAnotherSite(host, siteId)) {
      throw new AppError('ADDRESS_UNAVAILABLE', { message: `${host} is used by another site` });
    }
    const registrable = await deps.payments.registrar.isAvailable(host);
    if (purchase === 'domain_name' && !registrable) {
      throw new AppError('ADDRESS_UNAVAILABLE', { message: `${host} is registered already` });
    }
    domainAlreadyRegistered = !registrable;
  }

  const price = await priceOf(deps, siteId, site, purchase, domainAlreadyRegistered);
  if (price.product === null) {
    throw new AppError('NOTHING_TO_PAY', { message: 'This address costs nothing: set it with PUT …/host.' });
  }
  return {
    product: price.product,
    amountOre: price.priceOre,
    months: paymentProductTerms(deps.config.market, deps.config.brand, price.product).months,
    host,
  };
}
