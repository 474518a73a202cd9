import type { SwishPaymentStatus } from '@eventsite/core';

/**
 * A payment's state at MobilePay, as the Vipps MobilePay ePayment API names it: CREATED while the payer has
 * not answered, AUTHORIZED once they approved (the money is reserved until captured), ABORTED when they
 * declined in the app, EXPIRED when they never answered, TERMINATED when the merchant cancelled it.
 */
export type MobilePayPaymentState = 'CREATED' | 'AUTHORIZED' | 'ABORTED' | 'EXPIRED' | 'TERMINATED';

export interface MobilePayPayment {
  state: MobilePayPaymentState;
  /** What was authorised, captured and refunded so far, in øre. */
  authorizedOre: number;
  capturedOre: number;
  refundedOre: number;
}

export interface CreateMobilePayPaymentInput {
  /** Our reference of the payment; MobilePay keeps it as the payment's id (8–64 of a–z, A–Z, 0–9, '-'). */
  reference: string;
  amountOre: number;
  /** The payer's number, normalised: 45 and 8 digits (`decisions.md` §8). */
  phoneNumber: string;
  /** Shown to the payer in the MobilePay app. */
  description: string;
}

/** MobilePay refused the payment's input (HTTP 400); its text is shown to the payer as it is. */
export class MobilePayValidationError extends Error {
  override name = 'MobilePayValidationError';

  constructor(readonly validationMessage: string) {
    super(validationMessage);
  }
}

/**
 * MobilePay payments (`decisions.md` §8): the Vipps MobilePay ePayment API, or the simulator at
 * `/dev/mobilepay`. Capture and refund take an idempotency key, so a retry never moves money twice.
 */
export interface MobilePayProvider {
  readonly name: 'mobilepay' | 'simulated-mobilepay';
  createPayment(input: CreateMobilePayPaymentInput): Promise<void>;
  getPayment(reference: string): Promise<MobilePayPayment>;
  capturePayment(reference: string, amountOre: number, idempotencyKey: string): Promise<void>;
  refundPayment(reference: string, amountOre: number, idempotencyKey: string): Promise<void>;
}

/** The idempotency key of a payment's capture: one per payment, so a retry captures nothing more. */
export function captureKeyOf(reference: string): string {
  return `capture-${reference}`;
}

/** The idempotency key of a payment's refund: one per payment, so a retry refunds nothing more. */
export function refundKeyOf(reference: string): string {
  return `refund-${reference}`;
}

/** The Danish texts the payer sees when a payment ends without money (`decisions.md` §8). */
const ENDED_MESSAGES = {
  EXPIRED: 'Betalingen udløb, før den blev godkendt i MobilePay.',
} as const;

/**
 * How a MobilePay state reads in the phone-payment flow the payment dialog shares with Swish (`000` §4):
 * waiting, paid once captured, declined in the app, expired (an error with its text), or cancelled.
 */
export function flowStatusOf(payment: MobilePayPayment): {
  status: SwishPaymentStatus;
  errorMessage: string | null;
} {
  switch (payment.state) {
    case 'CREATED':
      return { status: 'NOT_SET', errorMessage: null };
    case 'AUTHORIZED':
      return { status: payment.capturedOre > 0 ? 'PAID' : 'NOT_SET', errorMessage: null };
    case 'ABORTED':
      return { status: 'DECLINED', errorMessage: null };
    case 'EXPIRED':
      return { status: 'ERROR', errorMessage: ENDED_MESSAGES.EXPIRED };
    case 'TERMINATED':
      return { status: 'CANCELLED', errorMessage: null };
  }
}
