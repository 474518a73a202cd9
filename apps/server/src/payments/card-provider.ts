/** Where a card payment stands at the provider; only `succeeded` confirms it. */
export type CardPaymentState = 'succeeded' | 'pending' | 'failed';

export interface CreateCardPaymentInput {
  /** Our payment reference; also the idempotency key, so a retried create never charges twice. */
  reference: string;
  siteId: string;
  amountOre: number;
  description: string;
}

export interface CardPaymentIntent {
  providerId: string;
  clientSecret: string;
}

export interface RefundCardPaymentInput {
  providerId: string;
  /** Our payment reference; the refund's idempotency key is made from it, so a retry never refunds twice. */
  reference: string;
  amountOre: number;
}

/** A verified webhook event about a payment. */
export interface CardWebhookEvent {
  id: string;
  type: string;
  providerId: string | null;
  state: CardPaymentState | null;
}

/** The webhook's signature is missing or wrong: it did not come from the provider. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** Card payments (`decisions.md` §6): Stripe PaymentIntents, or the built-in simulator. */
export interface CardProvider {
  readonly name: 'stripe' | 'simulated-card';
  /** Handed to the browser as `stripe_public_key`. */
  readonly publicKey: string;
  createPayment(input: CreateCardPaymentInput): Promise<CardPaymentIntent>;
  retrievePayment(providerId: string): Promise<CardPaymentState>;
  /** Gives a succeeded payment's money back in full. */
  refundPayment(input: RefundCardPaymentInput): Promise<void>;
  /** Verifies the signature over the raw body and reads the event; throws `WebhookSignatureError`. */
  readWebhook(rawBody: Buffer, signature: string | undefined): CardWebhookEvent;
}
