import { createHash } from 'node:crypto';
import type { PaymentDeps } from './payment-deps';
import { refundKeyOf } from './mobilepay-provider';
import type { PaymentRow } from './payment-repository';
import { swishCallbackUrl } from './swish-callback-url';

/** Swish wants a refund's id as 32 upper-case hex digits; made from the reference, a retry reuses it. */
function swishRefundIdOf(reference: string): string {
  return createHash('sha256').update(`refund:${reference}`).digest('hex').slice(0, 32).toUpperCase();
}

function providerOfMethod(method: string): 'card' | 'swish' | 'mobilePay' {
  if (method === 'card') return 'card';
  return method === 'mobilepay' ? 'mobilePay' : 'swish';
}

async function askProvider(deps: PaymentDeps, payment: PaymentRow, providerId: string): Promise<void> {
  const { reference, amountOre } = payment;
  if (payment.method === 'card') {
    await deps.payments.card.refundPayment({ providerId, reference, amountOre });
    return;
  }
  if (payment.method === 'mobilepay') {
    await deps.payments.mobilePay.refundPayment(providerId, amountOre, refundKeyOf(reference));
    return;
  }
  await deps.payments.swish.refundPayment({
    refundId: swishRefundIdOf(reference),
    originalInstructionId: providerId,
    amountOre,
    message: `${deps.config.productName}: återbetalning`,
    callbackUrl: swishCallbackUrl(deps, 'refund-callback'),
  });
}

/**
 * Gives the money of a confirmed payment whose purchase could not be delivered back to the payer
 * (`decisions.md` §5: every öre accounted for). A provider that fails leaves the refund due, and
 * housekeeping asks again; the provider's idempotency makes a repeated ask harmless. True when refunded.
 */
export async function refundPayment(deps: PaymentDeps, payment: PaymentRow): Promise<boolean> {
  const { reference, providerId } = payment;
  if (payment.refundStatus !== 'due') return payment.refundStatus === 'refunded';
  const provider = deps.payments[providerOfMethod(payment.method)].name;
  if (!providerId || payment.provider !== provider) {
    // Taken by an adapter this server no longer runs: only a person can give it back.
    await deps.repositories.payments.markRefundFailed(reference);
    deps.log.error({ reference, provider: payment.provider }, 'refund impossible here; refund by hand');
    return false;
  }
  try {
    await askProvider(deps, payment, providerId);
  } catch (error) {
    deps.log.error({ err: error, reference }, 'refund failed; housekeeping will try again');
    return false;
  }
  await deps.repositories.payments.markRefunded(reference, deps.now());
  deps.log.warn(
    { reference, siteId: payment.siteId, amountOre: payment.amountOre, orderId: payment.orderId },
    'payment refunded: its purchase could not be delivered',
  );
  return true;
}

/** Housekeeping's retry of refunds a provider did not take at once. Returns how many were refunded. */
export async function refundDuePayments(deps: PaymentDeps): Promise<number> {
  const due = await deps.repositories.payments.listRefundDue();
  let refunded = 0;
  for (const payment of due) if (await refundPayment(deps, payment)) refunded += 1;
  return refunded;
}
