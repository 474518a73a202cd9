import type { SwishPaymentStatus } from '@eventsite/core';
import type { PaymentDeps } from './payment-deps';
import { AppError } from '../errors/app-error';
import { confirmPayment } from './confirm-payment';
import type { PaymentRow } from './payment-repository';
import type { PaymentSubject } from './payment-subject';
import { requirePhonePaymentMethod } from './phone-payment-method';

/** A payment's state in the flow both phone payments share (`000` §3 "Swish payment"). */
export interface PhonePaymentStatus {
  status: SwishPaymentStatus;
  errorMessage: string | null;
}

/** What makes one phone payment (Swish, MobilePay) its own; the flow around it is shared. */
export interface PhonePaymentProvider {
  method: 'swish' | 'mobilepay';
  /** The provider's name in texts, e.g. "Swish". */
  label: string;
  /** What the provider calls its notification to us, e.g. "callback". */
  notification: string;
  providerName: (deps: PaymentDeps) => string;
  newIds: () => { reference: string; providerId: string };
  /** Asks the provider to send the payer the payment; throws its refusal. */
  request: (
    deps: PaymentDeps,
    ids: { reference: string; providerId: string },
    priced: PaymentSubject,
    phone: string,
  ) => Promise<void>;
  /** The provider's refusal of the input as our 422, or null for any other failure. */
  validationError: (error: unknown) => AppError | null;
  /** Reads the payment back from the provider (capturing it where the provider needs that). */
  readStatus: (deps: PaymentDeps, payment: PaymentRow, providerId: string) => Promise<PhonePaymentStatus>;
}

/** Stores the payment, then asks the provider to send it to the payer; returns its reference. */
export async function startPhonePayment(
  deps: PaymentDeps,
  provider: PhonePaymentProvider,
  priced: PaymentSubject,
  phone: string,
): Promise<string> {
  requirePhonePaymentMethod(deps, provider.method);
  const ids = provider.newIds();
  const { reference } = ids;
  await deps.repositories.payments.create({
    reference,
    siteId: priced.siteId,
    method: provider.method,
    provider: provider.providerName(deps),
    providerId: ids.providerId,
    product: priced.product,
    host: priced.host,
    amountOre: priced.amountOre,
    months: priced.months,
    orderId: priced.orderId,
    swishStatus: 'NOT_SET',
    createdAt: deps.now(),
  });
  try {
    await provider.request(deps, ids, priced, phone);
  } catch (error) {
    await deps.repositories.payments.markNotStarted(reference, String(error));
    throw (
      provider.validationError(error) ??
      new AppError('PAYMENT_PROVIDER_FAILED', {
        message: `The ${provider.label} payment could not be started.`,
        cause: error,
      })
    );
  }
  return reference;
}

/** What the poll reports for a stored payment: a confirmed payment is paid, whatever the provider said. */
function statusOf(payment: PaymentRow): PhonePaymentStatus {
  const status: SwishPaymentStatus =
    payment.status === 'confirmed'
      ? 'PAID'
      : ((payment.swishStatus as SwishPaymentStatus | null) ?? 'NOT_SET');
  return { status, errorMessage: payment.errorMessage };
}

/**
 * Reads a pending payment back from its provider and applies it. The notification and the poll both come
 * here, and neither trusts a posted body, so a forged notification changes nothing and a lost one is
 * recovered by the next poll; confirmation happens exactly once (`confirmPayment`).
 */
export async function syncPhonePayment(
  deps: PaymentDeps,
  provider: PhonePaymentProvider,
  payment: PaymentRow,
): Promise<PaymentRow> {
  if (
    payment.status !== 'pending' ||
    !payment.providerId ||
    payment.provider !== provider.providerName(deps)
  ) {
    return payment;
  }
  let read: PhonePaymentStatus;
  try {
    read = await provider.readStatus(deps, payment, payment.providerId);
  } catch (error) {
    deps.log.warn(
      { reference: payment.reference, err: error },
      `${provider.label} could not be asked about a payment`,
    );
    return payment;
  }
  if (read.status === 'PAID') await confirmPayment(deps, payment.reference, 'PAID');
  else if (read.status !== 'NOT_SET') {
    await deps.repositories.payments.markFailed(payment.reference, read.status, read.errorMessage);
  }
  return (await deps.repositories.payments.findByReference(payment.reference)) ?? payment;
}

/** The poll: only the owner of the paying site may ask (403 otherwise). */
export async function checkPhonePayment(
  deps: PaymentDeps,
  provider: PhonePaymentProvider,
  reference: string,
): Promise<PhonePaymentStatus> {
  const payment = await deps.repositories.payments.findByReference(reference);
  if (!payment || payment.method !== provider.method) {
    throw new AppError('PAYMENT_NOT_FOUND', { message: `No ${provider.label} payment ${reference}` });
  }
  return statusOf(await syncPhonePayment(deps, provider, payment));
}

/** The provider's notification names the payment by its id; unknown ids are acknowledged and ignored. */
export async function processPhonePaymentNotification(
  deps: PaymentDeps,
  provider: PhonePaymentProvider,
  providerId: string,
): Promise<void> {
  const payment = await deps.repositories.payments.findByProviderId(provider.providerName(deps), providerId);
  if (!payment) {
    deps.log.warn({ providerId }, `${provider.label} ${provider.notification} for an unknown payment`);
    return;
  }
  await syncPhonePayment(deps, provider, payment);
}
