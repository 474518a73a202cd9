import { purchaseOfProduct, type DomainRegistrationResponse, type PaymentProductKey } from '@eventsite/core';
import type { PaymentDeps } from '../payments/payment-deps';
import { AppError } from '../errors/app-error';
import { paymentOfSite, syncCardPayment } from '../payments/card-payments';
import { syncSwishPayment } from '../payments/swish-payments';
import { DomainTakenError } from '../payments/registrar';
import { applyPublicationChange } from './apply-publication-change';

const DOMAIN_PRODUCTS: readonly string[] = [
  'domain_name',
  'domain_name_other_registrar',
  'domain_name_upgrade_from_subdomain',
  'domain_name_other_registrar_upgrade_from_subdomain',
];

/**
 * `POST …/host/domain-registration/register/{paymentReference}` (`decisions.md` §3): 402 until the payment is
 * confirmed; then the registrar registers the domain (a domain kept at another registrar is not), it joins
 * the site's custom domains and becomes its host. The payment's row is locked meanwhile and marked
 * registered, so a repeated call answers the same and registers nothing twice.
 */
export async function registerDomain(
  deps: PaymentDeps,
  siteId: string,
  reference: string,
): Promise<DomainRegistrationResponse> {
  let payment = await paymentOfSite(deps, siteId, reference);
  const domain = payment.host;
  if (!DOMAIN_PRODUCTS.includes(payment.product) || !domain) {
    throw new AppError('PAYMENT_NOT_FOUND', { message: `${reference} did not pay for a domain` });
  }
  if (payment.status === 'pending') {
    // The provider may know more than we do (a webhook or callback still on its way).
    if (payment.method === 'card') await syncCardPayment(deps, payment);
    else payment = await syncSwishPayment(deps, payment);
    payment = await paymentOfSite(deps, siteId, reference);
  }
  if (payment.status !== 'confirmed') {
    throw new AppError('PAYMENT_REQUIRED', { message: `Payment ${reference} is ${payment.status}` });
  }
  const atOtherRegistrar =
    purchaseOfProduct(payment.product as PaymentProductKey) === 'domain_name_other_registrar';
  const now = deps.now();

  try {
    return await deps.db.transaction(async (tx) => {
      const paymentsInTx = deps.repositories.payments.withTransaction(tx);
      const locked = await paymentsInTx.lockByReference(reference);
      if (!locked) throw new AppError('PAYMENT_NOT_FOUND');
      if (locked.registeredAt) {
        const stored = await deps.repositories.sites.withTransaction(tx).findById(siteId);
        const entry = stored?.site.customDomains.find((candidate) => candidate.domain === domain);
        return {
          domain,
          expires: entry?.expires ?? locked.registeredAt.toISOString(),
          registered: !atOtherRegistrar,
        };
      }
      if (!atOtherRegistrar) await deps.payments.registrar.register(domain, locked.months, now);
      const applied = await applyPublicationChange(
        deps.repositories,
        tx,
        siteId,
        { kind: 'addCustomDomain', domain, months: locked.months },
        now,
      );
      await paymentsInTx.markRegistered(reference, now);
      const expires =
        applied.publication.customDomains.find((entry) => entry.domain === domain)?.expires ??
        now.toISOString();
      deps.log.info({ reference, siteId, domain, atOtherRegistrar }, 'custom domain added');
      return { domain, expires, registered: !atOtherRegistrar };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.log.error({ err: error, reference, domain }, 'domain registration failed');
    throw new AppError('DOMAIN_REGISTRATION_FAILED', {
      message: error instanceof DomainTakenError ? error.message : 'The registrar failed.',
      cause: error,
    });
  }
}
