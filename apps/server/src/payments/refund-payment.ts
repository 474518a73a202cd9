import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { refundKeyOf } from './mobilepay-provider';
import type { PaymentRow } from './payment-repository';
import { swishCallbackUrl } from './swish-callback-url';

/** Swish wants a refund's id as 32 upper-case hex digits; made from the reference, a retry reuses it. */
export function swishRefundIdOf(reference: string): string {
  return createHash('sha256').update(`refund:${reference}`).digest('hex').slice(0, 32).toUpperCase();
}

function providerOfMethod(method: string): 'card' | 'swish' | 'mobilePay' {
  if (method === 'card') return 'card';
  return method === 'mobilepay' ? 'mobilePay' : 'swish';
}

async function askProvider(app: FastifyInstance, payment: PaymentRow, providerId: string): Promise<void> {
  const { reference, amountOre } = payment;
  if (payment.method === 'card') {
    await app.payments.card.refundPayment({ providerId, reference, amountOre });
    return;
  }
  if (payment.method === 'mobilepay') {
    await app.payments.mobilePay.refundPayment(providerId, amountOre, refundKeyOf(reference));
    return;
  }
  await app.payments.swish.refundPayment({
    refundId: swishRefundIdOf(reference),
    originalInstructionId: providerId,
    amountOre,
    message: `${app.config.productName}: återbetalning`,
    callbackUrl: swishCallbackUrl(app, 'refund-callback'),
  });
}

/**
 * Gives the money of a confirmed payment whose purchase could not be delivered back to the payer
 * (`decisions.md` §5: every öre accounted for). A provider that fails leaves the refund due, and
 * housekeeping asks again; the provider's idempotency makes a repeated ask harmless. True when refunded.
 */
export async function refundPayment(app: FastifyInstance, payment: PaymentRow): Promise<boolean> {
  const { reference, providerId } = payment;
  if (payment.refundStatus !== 'due') return payment.refundStatus === 'refunded';
  const provider = app.payments[providerOfMethod(payment.method)].name;
  if (!providerId || payment.provider !== provider) {
    // Taken by an adapter this server no longer runs: only a person can give it back.
    await app.repositories.payments.markRefundFailed(reference);
    app.log.error({ reference, provider: payment.provider }, 'refund impossible here; refund by hand');
    return false;
  }
  try {
    await askProvider(app, payment, providerId);
  } catch (error) {
    app.log.error({ err: error, reference }, 'refund failed; housekeeping will try again');
    return false;
  }
  await app.repositories.payments.markRefunded(reference, app.now());
  app.log.warn(
    { reference, siteId: payment.siteId, amountOre: payment.amountOre, orderId: payment.orderId },
    'payment refunded: its purchase could not be delivered',
  );
  return true;
}

/** Housekeeping's retry of refunds a provider did not take at once. Returns how many were refunded. */
export async function refundDuePayments(app: FastifyInstance): Promise<number> {
  const due = await app.repositories.payments.listRefundDue();
  let refunded = 0;
  for (const payment of due) if (await refundPayment(app, payment)) refunded += 1;
  return refunded;
}
