import { randomBytes } from 'node:crypto';
import { normaliseSwishNumber, type SwishPayment } from '@eventsite/core';
import type { PaymentDeps } from './payment-deps';
import { AppError } from '../errors/app-error';
import type { PaymentRow } from './payment-repository';
import type { PaymentSubject } from './payment-subject';
import {
  checkPhonePayment,
  processPhonePaymentNotification,
  startPhonePayment,
  syncPhonePayment,
  type PhonePaymentProvider,
} from './phone-payments';
import { swishCallbackUrl } from './swish-callback-url';
import { SwishValidationError } from './swish-provider';

/** Swish's part of the phone-payment flow (`000` §4): a payment request to the payer's number. */
const SWISH: PhonePaymentProvider = {
  method: 'swish',
  label: 'Swish',
  notification: 'callback',
  providerName: (deps) => deps.payments.swish.name,
  newIds: () => {
    const instructionId = randomBytes(16).toString('hex').toUpperCase();
    return { reference: `swish_${instructionId}`, providerId: instructionId };
  },
  request: (deps, { providerId }, priced, payerAlias) =>
    deps.payments.swish.createPaymentRequest({
      instructionId: providerId,
      payeePaymentReference: providerId.slice(0, 35),
      amountOre: priced.amountOre,
      // Swish takes digits only; people type their number with spaces and hyphens.
      payerAlias: normaliseSwishNumber(payerAlias).replace(/[\s-]/g, ''),
      message: `${deps.config.productName} ${priced.host ?? ''}`.trim(),
      callbackUrl: swishCallbackUrl(deps, 'callback'),
    }),
  validationError: (error) =>
    error instanceof SwishValidationError
      ? new AppError('SWISH_VALIDATION_FAILED', {
          message: error.message,
          extra: { validationMessage: error.validationMessage },
        })
      : null,
  readStatus: async (deps, payment, providerId) => {
    const state = await deps.payments.swish.retrievePaymentRequest(providerId);
    // CREATED: the payer has not answered yet.
    return {
      status: state.status === 'CREATED' ? 'NOT_SET' : state.status,
      errorMessage: state.errorMessage,
    };
  },
};

/**
 * `POST …/payment/swish` (`000` §4): the payment is stored, then Swish asked to send a payment request to
 * the payer's number. Swish's refusal of the input is a 422 with its `validationMessage`.
 */
export async function startSwishPayment(
  deps: PaymentDeps,
  priced: PaymentSubject,
  payerAlias: string,
): Promise<{ swishId: string }> {
  return { swishId: await startPhonePayment(deps, SWISH, priced, payerAlias) };
}

/** Reads a pending Swish payment's state from Swish and applies it (the callback and the poll). */
export function syncSwishPayment(deps: PaymentDeps, payment: PaymentRow): Promise<PaymentRow> {
  return syncPhonePayment(deps, SWISH, payment);
}

/** `GET /api/swishPayments/{swishId}`; the owner routes' hook lets only the paying site's owner ask. */
export async function checkSwishPayment(deps: PaymentDeps, swishId: string): Promise<SwishPayment> {
  return { swishId, ...(await checkPhonePayment(deps, SWISH, swishId)) };
}

/** Swish's callback names the payment request by its id; unknown ids are acknowledged and ignored. */
export function processSwishCallback(deps: PaymentDeps, instructionId: string): Promise<void> {
  return processPhonePaymentNotification(deps, SWISH, instructionId);
}
