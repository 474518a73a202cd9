import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CardPaymentIntent,
  type CardPaymentState,
  type CardProvider,
  type CardWebhookEvent,
  type CreateCardPaymentInput,
  type RefundCardPaymentInput,
} from './card-provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

function stateOf(status: Stripe.PaymentIntent.Status): CardPaymentState {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled') return 'failed';
  return 'pending';
}

/**
 * Stripe PaymentIntents (`decisions.md` §6): created on the server with our reference as idempotency key,
 * confirmed in the browser by Stripe Elements, and reported back by a signed webhook.
 */
export class StripeCardProvider implements CardProvider {
  readonly name = 'stripe';
  readonly publicKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  /** `clientOptions` points the client elsewhere (a local fake in tests). */
  constructor(settings: StripeSettings, clientOptions: Stripe.StripeConfig = {}) {
    this.publicKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret;
    this.stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...clientOptions });
  }

  async createPayment(input: CreateCardPaymentInput): Promise<CardPaymentIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountOre,
        currency: 'sek',
        description: input.description,
        allowed_payment_method_types: ['card'],
        metadata: { reference: input.reference, siteId: input.siteId },
      },
      { idempotencyKey: input.reference },
    );
    if (!intent.client_secret) throw new Error(`Stripe gave PaymentIntent ${intent.id} no client secret`);
    return { providerId: intent.id, clientSecret: intent.client_secret };
  }

  async retrievePayment(providerId: string): Promise<CardPaymentState> {
    return stateOf((await this.stripe.paymentIntents.retrieve(providerId)).status);
  }

  async refundPayment(input: RefundCardPaymentInput): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: input.providerId, amount: input.amountOre, metadata: { reference: input.reference } },
      { idempotencyKey: `refund_${input.reference}` },
    );
  }

  readWebhook(rawBody: Buffer, signature: string | undefined): CardWebhookEvent {
    if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Bad signature');
    }
    if (!event.type.startsWith('payment_intent.')) {
      return { id: event.id, type: event.type, providerId: null, state: null };
    }
    const intent = event.data.object as Stripe.PaymentIntent;
    return { id: event.id, type: event.type, providerId: intent.id, state: stateOf(intent.status) };
  }
}
