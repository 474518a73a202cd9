import { isMobilePayNumber } from '@eventsite/core';
import {
  MobilePayValidationError,
  type CreateMobilePayPaymentInput,
  type MobilePayPayment,
  type MobilePayPaymentState,
  type MobilePayProvider,
} from './mobilepay-provider';

export interface SimulatedMobilePayPayment extends MobilePayPayment {
  reference: string;
  phoneNumber: string;
  amountOre: number;
  description: string;
  createdAt: Date;
  /** Idempotency keys of the captures and refunds already made. */
  operations: string[];
}

/** How the simulator's page settles a payment, as a payer or MobilePay would. */
const SIMULATED_MOBILEPAY_OUTCOMES = {
  approve: 'AUTHORIZED',
  decline: 'ABORTED',
  fail: 'EXPIRED',
  cancel: 'TERMINATED',
} as const satisfies Record<string, MobilePayPaymentState>;
export type SimulatedMobilePayOutcome = keyof typeof SIMULATED_MOBILEPAY_OUTCOMES;

/** The text MobilePay's refusal of a number carries in the simulator. */
const SIMULATED_INVALID_NUMBER_MESSAGE =
  'Telefonnummeret er ugyldigt. Angiv et dansk mobilnummer med 8 cifre, som bruger MobilePay.';

/**
 * MobilePay without MobilePay (`decisions.md` §8): payments wait at `/dev/mobilepay` for someone to approve,
 * decline, fail or cancel them (or are approved at once with auto-approve); settling one "sends the webhook"
 * by calling `onWebhook`, unless told to lose it, as a network sometimes does.
 */
export class SimulatedMobilePayProvider implements MobilePayProvider {
  readonly name = 'simulated-mobilepay';
  private readonly payments = new Map<string, SimulatedMobilePayPayment>();
  onWebhook: (reference: string) => Promise<void> = async () => {};

  constructor(
    public autoApprove: boolean,
    private readonly now: () => Date,
  ) {}

  async createPayment(input: CreateMobilePayPaymentInput): Promise<void> {
    if (!isMobilePayNumber(input.phoneNumber)) {
      throw new MobilePayValidationError(SIMULATED_INVALID_NUMBER_MESSAGE);
    }
    this.payments.set(input.reference, {
      ...input,
      state: 'CREATED',
      authorizedOre: 0,
      capturedOre: 0,
      refundedOre: 0,
      createdAt: this.now(),
      operations: [],
    });
    if (this.autoApprove) {
      // MobilePay answers the create first and sends its webhook afterwards.
      setImmediate(() => void this.settle(input.reference, 'approve'));
    }
  }

  async getPayment(reference: string): Promise<MobilePayPayment> {
    const payment = this.payments.get(reference);
    if (!payment) throw new Error(`The MobilePay simulator has no payment ${reference}`);
    const { state, authorizedOre, capturedOre, refundedOre } = payment;
    return { state, authorizedOre, capturedOre, refundedOre };
  }

  /** Like MobilePay, captures only an authorised payment, never more than authorised, once per key. */
  async capturePayment(reference: string, amountOre: number, idempotencyKey: string): Promise<void> {
    const payment = this.payments.get(reference);
    if (payment?.state !== 'AUTHORIZED') throw new Error(`No authorised MobilePay payment ${reference}`);
    if (payment.operations.includes(idempotencyKey)) return;
    if (payment.capturedOre + amountOre > payment.authorizedOre)
      throw new Error('Capture exceeds the payment');
    payment.operations.push(idempotencyKey);
    payment.capturedOre += amountOre;
  }

  /** Refunds only what was captured, once per key. */
  async refundPayment(reference: string, amountOre: number, idempotencyKey: string): Promise<void> {
    const payment = this.payments.get(reference);
    if (!payment || payment.capturedOre === 0) throw new Error(`No captured MobilePay payment ${reference}`);
    if (payment.operations.includes(idempotencyKey)) return;
    if (payment.refundedOre + amountOre > payment.capturedOre) throw new Error('Refunds exceed the capture');
    payment.operations.push(idempotencyKey);
    payment.refundedOre += amountOre;
  }

  /** Payments still waiting for the payer, newest first. */
  pending(): SimulatedMobilePayPayment[] {
    return this.all().filter((payment) => payment.state === 'CREATED');
  }

  all(): SimulatedMobilePayPayment[] {
    return [...this.payments.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /** Settles a waiting payment; false when there is none. `loseWebhook` keeps the webhook from arriving. */
  async settle(reference: string, outcome: SimulatedMobilePayOutcome, loseWebhook = false): Promise<boolean> {
    const payment = this.payments.get(reference);
    if (!payment || payment.state !== 'CREATED') return false;
    payment.state = SIMULATED_MOBILEPAY_OUTCOMES[outcome];
    if (payment.state === 'AUTHORIZED') payment.authorizedOre = payment.amountOre;
    if (!loseWebhook) await this.onWebhook(reference);
    return true;
  }
}
