import { randomBytes } from 'node:crypto';
import { normaliseSwishNumber, type SwishPayment, type SwishPaymentStatus } from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { confirmPayment } from './confirm-payment';
import { swishCallbackUrl } from './swish-callback-url';
import type { PaymentRow } from './payment-repository';
import type { PaymentSubject } from './payment-subject';
import { requirePhonePaymentMethod } from './phone-payment-method';
import { SwishValidationError, type SwishRequestState } from './swish-provider';

/**
 * `POST …/payment/swish` (`000` §4): the payment is stored, then Swish asked to send a payment request to
 * the payer's number. Swish's refusal of the input is a 422 with its `validationMessage`.
 */
export async function startSwishPayment(
  app: FastifyInstance,
  priced: PaymentSubject,
  payerAlias: string,
): Promise<{ swishId: string }> {
  requirePhonePaymentMethod(app, 'swish');
  const { siteId } = priced;
  const { swish } = app.payments;
  const instructionId = randomBytes(16).toString('hex').toUpperCase();
  const reference = `swish_${instructionId}`;
  await app.repositories.payments.create({
    reference,
    siteId,
    method: 'swish',
    provider: swish.name,
    providerId: instructionId,
    product: priced.product,
    host: priced.host,
    amountOre: priced.amountOre,
    months: priced.months,
    orderId: priced.orderId,
    swishStatus: 'NOT_SET',
    createdAt: app.now(),
  });
  try {
    await swish.createPaymentRequest({
      instructionId,
      payeePaymentReference: instructionId.slice(0, 35),
      amountOre: priced.amountOre,
      // Swish takes digits only; people type their number with spaces and hyphens.
      payerAlias: normaliseSwishNumber(payerAlias).replace(/[\s-]/g, ''),
      message: `${app.config.productName} ${priced.host ?? ''}`.trim(),
      callbackUrl: swishCallbackUrl(app, 'callback'),
    });
  } catch (error) {
    await app.repositories.payments.markNotStarted(reference, String(error));
    if (error instanceof SwishValidationError) {
      throw new AppError('SWISH_VALIDATION_FAILED', {
        message: error.message,
        extra: { validationMessage: error.validationMessage },
      });
    }
    throw new AppError('PAYMENT_PROVIDER_FAILED', {
      message: 'The Swish payment could not be started.',
      cause: error,
    });
  }
  return { swishId: reference };
}

/** What the poll reports for a stored payment (`000` §3 "Swish payment"). */
function reportOf(payment: PaymentRow): SwishPayment {
  const status: SwishPaymentStatus =
    payment.status === 'confirmed'
      ? 'PAID'
      : ((payment.swishStatus as SwishPaymentStatus | null) ?? 'NOT_SET');
  return { swishId: payment.reference, status, errorMessage: payment.errorMessage };
}

async function applySwishState(
  app: FastifyInstance,
  payment: PaymentRow,
  state: SwishRequestState,
): Promise<void> {
  if (state.status === 'PAID') await confirmPayment(app, payment.reference, 'PAID');
  else if (state.status !== 'CREATED') {
    await app.repositories.payments.markFailed(payment.reference, state.status, state.errorMessage);
  }
}

/**
 * Reads a pending Swish payment's state from Swish and applies it. The callback and the poll both come
 * here, and neither trusts a posted body: the request is read back from Swish, so a forged callback
 * changes nothing and a lost one is recovered by the next poll.
 */
export async function syncSwishPayment(app: FastifyInstance, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== 'pending' || !payment.providerId || payment.provider !== app.payments.swish.name) {
    return payment;
  }
  let state: SwishRequestState;
  try {
    state = await app.payments.swish.retrievePaymentRequest(payment.providerId);
  } catch (error) {
    app.log.warn({ reference: payment.reference, err: error }, 'Swish could not be asked about a payment');
    return payment;
  }
  await applySwishState(app, payment, state);
  return (await app.repositories.payments.findByReference(payment.reference)) ?? payment;
}

/** `GET /api/swishPayments/{swishId}`: only the owner of the paying site may ask (403 otherwise). */
export async function checkSwishPayment(
  app: FastifyInstance,
  accountId: string,
  swishId: string,
): Promise<SwishPayment> {
  const payment = await app.repositories.payments.findByReference(swishId);
  if (!payment || payment.method !== 'swish') {
    throw new AppError('PAYMENT_NOT_FOUND', { message: `No Swish payment ${swishId}` });
  }
  if (!(await app.repositories.sites.isOwnedBy(payment.siteId, accountId))) {
    throw new AppError('NOT_SITE_OWNER', { message: 'The payment belongs to another account’s site.' });
  }
  return reportOf(await syncSwishPayment(app, payment));
}

/** Swish's callback names the payment request by its id; unknown ids are acknowledged and ignored. */
export async function processSwishCallback(app: FastifyInstance, instructionId: string): Promise<void> {
  const payment = await app.repositories.payments.findByProviderId(app.payments.swish.name, instructionId);
  if (!payment) {
    app.log.warn({ instructionId }, 'Swish callback for an unknown payment request');
    return;
  }
  await syncSwishPayment(app, payment);
}
