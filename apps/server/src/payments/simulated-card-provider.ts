import { randomBytes } from 'node:crypto';
import {
  CARD_PAYMENT_LOCALE,
  SIMULATED_CARD_PUBLIC_KEY,
  simulatedCardOutcome,
  type Market,
} from '@eventsite/core';
import type {
  CardPaymentIntent,
  CardPaymentState,
  CardProvider,
  CardWebhookEvent,
  CreateCardPaymentInput,
  RefundCardPaymentInput,
} from './card-provider';
import { WebhookSignatureError } from './card-provider';

interface SimulatedIntent {
  id: string;
  clientSecret: string;
  amountOre: number;
  state: CardPaymentState;
  refundedOre: number;
}

/** What the simulated card form hears back, worded as Stripe's messages in the market's card locale. */
export type SimulatedConfirmation = { ok: true } | { ok: false; message: string };

type DeclineOutcome = 'declined' | 'insufficientFunds' | 'invalid';

/** Stripe's own wording in the locale its card form gets on each market (`CARD_PAYMENT_LOCALE`). */
const DECLINE_MESSAGES: Record<(typeof CARD_PAYMENT_LOCALE)[Market], Record<DeclineOutcome, string>> = {
  sv: {
    declined: 'Ditt kort nekades.',
    insufficientFunds: 'Ditt kort har otillräckligt saldo.',
    invalid: 'Ditt kortnummer är ogiltigt.',
  },
  da: {
    declined: 'Dit kort blev afvist.',
    insufficientFunds: 'Der er ikke dækning nok på dit kort.',
    invalid: 'Dit kortnummer er ugyldigt.',
  },
};

/**
 * Stripe's test cards without Stripe (`decisions.md` §6): payments live in memory; the simulated card form
 * confirms them at `/dev/card/confirm`, where a succeeding card "sends the webhook" by calling
 * `onSucceeded`, as Stripe would a moment after the card was accepted.
 */
export class SimulatedCardProvider implements CardProvider {
  readonly name = 'simulated-card';
  readonly publicKey = SIMULATED_CARD_PUBLIC_KEY;
  private readonly intents = new Map<string, SimulatedIntent>();
  /** Set by the payments plugin: what the webhook would have done. */
  onSucceeded: (providerId: string) => Promise<void> = async () => {};

  constructor(private readonly market: Market) {}

  async createPayment(input: CreateCardPaymentInput): Promise<CardPaymentIntent> {
    const id = `pi_sim_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
    this.intents.set(id, { id, clientSecret, amountOre: input.amountOre, state: 'pending', refundedOre: 0 });
    return { providerId: id, clientSecret };
  }

  async retrievePayment(providerId: string): Promise<CardPaymentState> {
    return this.intents.get(providerId)?.state ?? 'pending';
  }

  /** Like Stripe, refunds only what a succeeded payment took, and a repeated refund changes nothing. */
  async refundPayment(input: RefundCardPaymentInput): Promise<void> {
    const intent = this.intents.get(input.providerId);
    if (intent?.state !== 'succeeded') throw new Error(`No succeeded payment ${input.providerId} to refund`);
    intent.refundedOre = Math.min(intent.amountOre, input.amountOre);
  }

  /** How much of a payment was given back. */
  refundedOre(providerId: string): number {
    return this.intents.get(providerId)?.refundedOre ?? 0;
  }

  readWebhook(): CardWebhookEvent {
    throw new WebhookSignatureError('The card simulator sends no webhooks over HTTP');
  }

  /** The simulated card form's confirm: the card number decides, like Stripe's test cards. */
  async confirm(clientSecret: string, cardNumber: string): Promise<SimulatedConfirmation | null> {
    const intent = [...this.intents.values()].find((candidate) => candidate.clientSecret === clientSecret);
    if (!intent) return null;
    if (intent.state === 'succeeded') return { ok: true };
    const outcome = simulatedCardOutcome(cardNumber);
    if (outcome === 'processing') return { ok: true };
    if (outcome !== 'succeeded')
      return { ok: false, message: DECLINE_MESSAGES[CARD_PAYMENT_LOCALE[this.market]][outcome] };
    intent.state = 'succeeded';
    await this.onSucceeded(intent.id);
    return { ok: true };
  }
}
