import { randomBytes } from 'node:crypto';
import {
  normaliseMobilePayNumber,
  type MobilePayPayment as MobilePayReport,
  type SwishPaymentStatus,
} from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { confirmPayment } from './confirm-payment';
import {
  captureKeyOf,
  flowStatusOf,
  MobilePayValidationError,
  type MobilePayPayment,
} from './mobilepay-provider';
import type { PaymentRow } from './payment-repository';
import type { PaymentSubject } from './payment-subject';
import { requirePhonePaymentMethod } from './phone-payment-method';

/**
 * `POST …/payment/mobilepay` (`decisions.md` §8): the payment is stored, then MobilePay asked to send the
 * payer a push message. MobilePay's refusal of the input is a 422 with its `validationMessage`.
 */
export async function startMobilePayPayment(
  app: FastifyInstance,
  priced: PaymentSubject,
  phoneNumber: string,
): Promise<{ mobilePayId: string }> {
  requirePhonePaymentMethod(app, 'mobilepay');
  const { mobilePay } = app.payments;
  // MobilePay keeps our reference as the payment's id: letters, digits and '-' only.
  const reference = `mobilepay-${randomBytes(16).toString('hex')}`;
  await app.repositories.payments.create({
    reference,
    siteId: priced.siteId,
    method: 'mobilepay',
    provider: mobilePay.name,
    providerId: reference,
    product: priced.product,
    host: priced.host,
    amountOre: priced.amountOre,
    months: priced.months,
    orderId: priced.orderId,
    swishStatus: 'NOT_SET',
    createdAt: app.now(),
  });
  try {
    await mobilePay.createPayment({
      reference,
      amountOre: priced.amountOre,
      phoneNumber: normaliseMobilePayNumber(phoneNumber),
      description: `${app.config.productName} ${priced.host ?? ''}`.trim(),
    });
  } catch (error) {
    await app.repositories.payments.markNotStarted(reference, String(error));
    if (error instanceof MobilePayValidationError) {
      throw new AppError('MOBILEPAY_VALIDATION_FAILED', {
        message: error.message,
        extra: { validationMessage: error.validationMessage },
      });
    }
    throw new AppError('PAYMENT_PROVIDER_FAILED', {
      message: 'The MobilePay payment could not be started.',
      cause: error,
    });
  }
  return { mobilePayId: reference };
}

/** What the poll reports for a stored payment. */
function reportOf(payment: PaymentRow): MobilePayReport {
  const status: SwishPaymentStatus =
    payment.status === 'confirmed'
      ? 'PAID'
      : ((payment.swishStatus as SwishPaymentStatus | null) ?? 'NOT_SET');
  return { mobilePayId: payment.reference, status, errorMessage: payment.errorMessage };
}

async function applyMobilePayState(
  app: FastifyInstance,
  payment: PaymentRow,
  state: MobilePayPayment,
): Promise<void> {
  let current = state;
  if (current.state === 'AUTHORIZED' && current.capturedOre === 0) {
    // An approved payment is only reserved: it is ours once captured, and only then takes effect.
    await app.payments.mobilePay.capturePayment(
      payment.reference,
      payment.amountOre,
      captureKeyOf(payment.reference),
    );
    current = { ...current, capturedOre: payment.amountOre };
  }
  const { status, errorMessage } = flowStatusOf(current);
  if (status === 'PAID') await confirmPayment(app, payment.reference, 'PAID');
  else if (status !== 'NOT_SET') {
    await app.repositories.payments.markFailed(payment.reference, status, errorMessage);
  }
}

/**
 * Reads a pending MobilePay payment from MobilePay, captures it when approved and applies it. The webhook
 * and the poll both come here, and neither trusts a posted body: the payment is read back by reference, so
 * a lost webhook is recovered by the next poll, and confirmation happens exactly once (`confirmPayment`).
 */
export async function syncMobilePayPayment(app: FastifyInstance, payment: PaymentRow): Promise<PaymentRow> {
  const { mobilePay } = app.payments;
  if (payment.status !== 'pending' || !payment.providerId || payment.provider !== mobilePay.name) {
    return payment;
  }
  try {
    await applyMobilePayState(app, payment, await mobilePay.getPayment(payment.providerId));
  } catch (error) {
    app.log.warn(
      { reference: payment.reference, err: error },
      'MobilePay could not be asked about a payment',
    );
    return payment;
  }
  return (await app.repositories.payments.findByReference(payment.reference)) ?? payment;
}

/** `GET /api/mobilePayPayments/{mobilePayId}`: only the owner of the paying site may ask (403 otherwise). */
export async function checkMobilePayPayment(
  app: FastifyInstance,
  accountId: string,
  mobilePayId: string,
): Promise<MobilePayReport> {
  const payment = await app.repositories.payments.findByReference(mobilePayId);
  if (!payment || payment.method !== 'mobilepay') {
    throw new AppError('PAYMENT_NOT_FOUND', { message: `No MobilePay payment ${mobilePayId}` });
  }
  if (!(await app.repositories.sites.isOwnedBy(payment.siteId, accountId))) {
    throw new AppError('NOT_SITE_OWNER', { message: 'The payment belongs to another account’s site.' });
  }
  return reportOf(await syncMobilePayPayment(app, payment));
}

/** MobilePay's webhook names the payment by our reference; unknown references are acknowledged and ignored. */
export async function processMobilePayWebhook(app: FastifyInstance, reference: string): Promise<void> {
  const payment = await app.repositories.payments.findByProviderId(app.payments.mobilePay.name, reference);
  if (!payment) {
    app.log.warn({ reference }, 'MobilePay webhook for an unknown payment');
    return;
  }
  await syncMobilePayPayment(app, payment);
}
