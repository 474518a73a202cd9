import { randomBytes } from 'node:crypto';
import type { CardPaymentSession } from '@eventsite/core';
import type { PaymentDeps } from './payment-deps';
import { AppError } from '../errors/app-error';
import { WebhookSignatureError } from './card-provider';
import { confirmPayment } from './confirm-payment';
import type { PaymentRow } from './payment-repository';
import type { PaymentSubject } from './payment-subject';

function describe(deps: PaymentDeps, product: string, host: string | null): string {
  return `${deps.config.productName}: ${product}${host ? ` ${host}` : ''}`;
}

/**
 * `POST …/payment/stripe` of a site or an order: the payment is stored first, then the provider asked, with
 * our reference as the idempotency key (`decisions.md` §5, §6).
 */
export async function startCardPayment(
  deps: PaymentDeps,
  priced: PaymentSubject,
): Promise<CardPaymentSession> {
  const { siteId } = priced;
  const { card } = deps.payments;
  const reference = `card_${randomBytes(16).toString('hex')}`;
  await deps.repositories.payments.create({
    reference,
    siteId,
    method: 'card',
    provider: card.name,
    product: priced.product,
    host: priced.host,
    amountOre: priced.amountOre,
    months: priced.months,
    orderId: priced.orderId,
    createdAt: deps.now(),
  });
  try {
    const intent = await card.createPayment({
      reference,
      siteId,
      amountOre: priced.amountOre,
      description: describe(deps, priced.product, priced.host),
    });
    await deps.repositories.payments.setProviderId(reference, intent.providerId);
    return { client_secret: intent.clientSecret, reference, stripe_public_key: card.publicKey };
  } catch (error) {
    await deps.repositories.payments.markNotStarted(reference, String(error));
    throw new AppError('PAYMENT_PROVIDER_FAILED', {
      message: 'The card payment could not be started.',
      cause: error,
    });
  }
}

/** A payment of this site, or 404 (another site's reference is not revealed). */
export async function paymentOfSite(
  deps: PaymentDeps,
  siteId: string,
  reference: string,
): Promise<PaymentRow> {
  const payment = await deps.repositories.payments.findByReference(reference);
  if (!payment || payment.siteId !== siteId || payment.orderId !== null) {
    throw new AppError('PAYMENT_NOT_FOUND', { message: `No payment ${reference} for this site` });
  }
  return payment;
}

/** A payment of this order, or 404. */
export async function paymentOfOrder(
  deps: PaymentDeps,
  orderId: string,
  reference: string,
): Promise<PaymentRow> {
  const payment = await deps.repositories.payments.findByReference(reference);
  if (!payment || payment.orderId !== orderId) {
    throw new AppError('PAYMENT_NOT_FOUND', { message: `No payment ${reference} for this order` });
  }
  return payment;
}

/**
 * Asks the card provider about a pending payment and confirms it when it succeeded, so a lost webhook never
 * loses a payment. True when the payment is confirmed.
 */
export async function syncCardPayment(deps: PaymentDeps, payment: PaymentRow): Promise<boolean> {
  if (payment.status === 'confirmed') return true;
  if (payment.status !== 'pending' || payment.method !== 'card' || !payment.providerId) return false;
  if (payment.provider !== deps.payments.card.name) return false;
  let state;
  try {
    state = await deps.payments.card.retrievePayment(payment.providerId);
  } catch (error) {
    throw new AppError('PAYMENT_PROVIDER_FAILED', {
      message: 'The card payment could not be checked.',
      cause: error,
    });
  }
  if (state === 'succeeded') {
    await confirmPayment(deps, payment.reference);
    return true;
  }
  if (state === 'failed') await deps.repositories.payments.markFailed(payment.reference, null, 'canceled');
  return false;
}

/** `GET …/payment/stripe/{reference}` of a site or an order (`000` §4 "Card flow"). */
export async function checkCardPayment(deps: PaymentDeps, payment: PaymentRow): Promise<boolean> {
  const { reference } = payment;
  if (payment.method !== 'card')
    throw new AppError('PAYMENT_NOT_FOUND', { message: `${reference} is not a card payment` });
  return syncCardPayment(deps, payment);
}

/**
 * A Stripe webhook: the signature is checked over the raw body, an event already processed is acknowledged
 * and skipped, and a succeeded PaymentIntent confirms its payment (once, whatever else confirmed it).
 */
export async function processCardWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ duplicate: boolean }> {
  let event;
  try {
    event = deps.payments.card.readWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      deps.log.warn({ reason: error.message }, 'webhook with a bad signature refused');
      throw new AppError('WEBHOOK_SIGNATURE_INVALID', { message: error.message });
    }
    throw error;
  }
  if (await deps.repositories.webhookEvents.isProcessed(event.id)) return { duplicate: true };
  if (event.providerId) {
    const payment = await deps.repositories.payments.findByProviderId(
      deps.payments.card.name,
      event.providerId,
    );
    if (payment && event.state === 'succeeded') await confirmPayment(deps, payment.reference);
    if (payment && event.state === 'failed') {
      await deps.repositories.payments.markFailed(payment.reference, null, event.type);
    }
  }
  const recorded = await deps.repositories.webhookEvents.record(event.id, event.type, deps.now());
  return { duplicate: !recorded };
}
