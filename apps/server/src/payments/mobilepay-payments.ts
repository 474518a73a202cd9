import { randomBytes } from 'node:crypto';
import { normaliseMobilePayNumber, type MobilePayPayment as MobilePayReport } from '@eventsite/core';
import type { PaymentDeps } from './payment-deps';
import { AppError } from '../errors/app-error';
import { captureKeyOf, flowStatusOf, MobilePayValidationError } from './mobilepay-provider';
import type { PaymentSubject } from './payment-subject';
import {
  checkPhonePayment,
  processPhonePaymentNotification,
  startPhonePayment,
  type PhonePaymentProvider,
} from './phone-payments';

/** MobilePay's part of the phone-payment flow (`decisions.md` §8): a push message to the payer's phone. */
const MOBILEPAY: PhonePaymentProvider = {
  method: 'mobilepay',
  label: 'MobilePay',
  notification: 'webhook',
  providerName: (deps) => deps.payments.mobilePay.name,
  newIds: () => {
    // MobilePay keeps our reference as the payment's id: letters, digits and '-' only.
    const reference = `mobilepay-${randomBytes(16).toString('hex')}`;
    return { reference, providerId: reference };
  },
  request: (deps, { reference }, priced, phoneNumber) =>
    deps.payments.mobilePay.createPayment({
      reference,
      amountOre: priced.amountOre,
      phoneNumber: normaliseMobilePayNumber(phoneNumber),
      description: `${deps.config.productName} ${priced.host ?? ''}`.trim(),
    }),
  validationError: (error) =>
    error instanceof MobilePayValidationError
      ? new AppError('MOBILEPAY_VALIDATION_FAILED', {
          message: error.message,
          extra: { validationMessage: error.validationMessage },
        })
      : null,
  readStatus: async (deps, payment, providerId) => {
    const { mobilePay } = deps.payments;
    let current = await mobilePay.getPayment(providerId);
    if (current.state === 'AUTHORIZED' && current.capturedOre === 0) {
      // An approved payment is only reserved: it is ours once captured, and only then takes effect.
      await mobilePay.capturePayment(payment.reference, payment.amountOre, captureKeyOf(payment.reference));
      current = { ...current, capturedOre: payment.amountOre };
    }
    return flowStatusOf(current);
  },
};

/**
 * `POST …/payment/mobilepay` (`decisions.md` §8): the payment is stored, then MobilePay asked to send the
 * payer a push message. MobilePay's refusal of the input is a 422 with its `validationMessage`.
 */
export async function startMobilePayPayment(
  deps: PaymentDeps,
  priced: PaymentSubject,
  phoneNumber: string,
): Promise<{ mobilePayId: string }> {
  return { mobilePayId: await startPhonePayment(deps, MOBILEPAY, priced, phoneNumber) };
}

/** `GET /api/mobilePayPayments/{mobilePayId}`; the owner routes' hook lets only the paying site's owner ask. */
export async function checkMobilePayPayment(
  deps: PaymentDeps,
  mobilePayId: string,
): Promise<MobilePayReport> {
  return { mobilePayId, ...(await checkPhonePayment(deps, MOBILEPAY, mobilePayId)) };
}

/** MobilePay's webhook names the payment by our reference; unknown references are acknowledged and ignored. */
export function processMobilePayWebhook(deps: PaymentDeps, reference: string): Promise<void> {
  return processPhonePaymentNotification(deps, MOBILEPAY, reference);
}
