import { randomBytes } from 'node:crypto';
import { normaliseSwishNumber, type SwishPayment } from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
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
  providerName: (app) => app.payments.swish.name,
  newIds: () => {
    const instructionId = randomBytes(16).toString('hex').toUpperCase();
    return { reference: `swish_${instructionId}`, providerId: instructionId };
  },
  request: (app, { providerId }, priced, payerAlias) =>
    app.payments.swish.createPaymentRequest({
      instructionId: providerId,
      payeePaymentReference: providerId.slice(0, 35),
      amountOre: priced.amountOre,
      // Swish takes digits only; people type their number with spaces and hyphens.
      payerAlias: normaliseSwishNumber(payerAlias).replace(/[\s-]/g, ''),
      message: `${app.config.productName} ${priced.host ?? ''}`.trim(),
      callbackUrl: swishCallbackUrl(app, 'callback'),
    }),
  validationError: (error) =>
    error instanceof SwishValidationError
      ? new AppError('SWISH_VALIDATION_FAILED', {
          message: error.message,
          extra: { validationMessage: error.validationMessage },
        })
      : null,
  readStatus: async (app, payment, providerId) => {
    const state = await app.payments.swish.retrievePaymentRequest(providerId);
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
  app: FastifyInstance,
  priced: PaymentSubject,
  payerAlias: string,
): Promise<{ swishId: string }> {
  return { swishId: await startPhonePayment(app, SWISH, priced, payerAlias) };
}

/** Reads a pending Swish payment's state from Swish and applies it (the callback and the poll). */
export function syncSwishPayment(app: FastifyInstance, payment: PaymentRow): Promise<PaymentRow> {
  return syncPhonePayment(app, SWISH, payment);
}

/** `GET /api/swishPayments/{swishId}`: only the owner of the paying site may ask (403 otherwise). */
export async function checkSwishPayment(
  app: FastifyInstance,
  accountId: string,
  swishId: string,
): Promise<SwishPayment> {
  return { swishId, ...(await checkPhonePayment(app, SWISH, accountId, swishId)) };
}

/** Swish's callback names the payment request by its id; unknown ids are acknowledged and ignored. */
export function processSwishCallback(app: FastifyInstance, instructionId: string): Promise<void> {
  return processPhonePaymentNotification(app, SWISH, instructionId);
}
