import { type PaymentProductKey, type PublicationChange } from '@eventsite/core';
import type { PaymentDeps } from './payment-deps';
import { applyPublicationChange } from '../addresses/apply-publication-change';
import { orderConfirmedMail } from '../print-partner/print-order-mails';
import { orderPrintPurpose } from '../prints/order-print-purpose';
import { mailReceipt } from './mail-receipt';
import type { PaymentRow } from './payment-repository';
import { refundPayment } from './refund-payment';

/** What a confirmed payment changes at once; a domain changes the site only when it is registered. */
function changeOnConfirmation(payment: PaymentRow): PublicationChange | null {
  const product = payment.product as PaymentProductKey;
  if (product === 'subdomain' && payment.host) {
    return { kind: 'publishSubdomain', host: payment.host, months: payment.months };
  }
  if (product === 'extend_subdomain') return { kind: 'extend', months: payment.months };
  return null;
}

/**
 * Confirms a pending payment and applies its effect, exactly once (`decisions.md` §3, §5): the UPDATE only
 * matches while the payment is pending, so of any number of webhooks, callbacks and polls exactly one moves
 * it, and the site changes in the same transaction. True when this call confirmed it.
 */
export async function confirmPayment(
  deps: PaymentDeps,
  reference: string,
  swishStatus: string | null = null,
): Promise<boolean> {
  const now = deps.now();
  const confirmed = await deps.db.transaction(async (tx) => {
    const paymentsInTx = deps.repositories.payments.withTransaction(tx);
    const payment = await paymentsInTx.confirmPending(reference, swishStatus, now);
    if (!payment) return null;
    if (payment.orderId) {
      const paid = await deps.repositories.orders
        .withTransaction(tx)
        .markPaid(payment.orderId, payment.reference, now);
      if (!paid) {
        // Another payment (the other method, another tab) paid the order first: this one goes back.
        const due = await paymentsInTx.markRefundDue(reference);
        return { payment: due ?? payment, hostApplied: true };
      }
      // The confirmation mail is written in this transaction: sent exactly when the order became paid.
      const purpose = await orderPrintPurpose(deps.repositories.prints.withTransaction(tx), paid);
      const mail = orderConfirmedMail(paid, purpose, deps.config.market, deps.config.productName);
      if (mail) await deps.mail.outbox.withTransaction(tx).add(mail, now);
    }
    const change = changeOnConfirmation(payment);
    const applied = change
      ? await applyPublicationChange(deps.repositories, tx, payment.siteId, change, now)
      : null;
    return { payment, hostApplied: applied?.hostApplied ?? true };
  });
  if (!confirmed) return false;
  const { payment, hostApplied } = confirmed;
  deps.publicRead.siteChanged(payment.siteId);
  if (payment.refundStatus === 'due') await refundPayment(deps, payment);
  else if (payment.orderId) {
    // The order's confirmation mail, written with the payment, is its receipt. Rendering and handing
    // over take seconds; the payer's poll need not wait, and housekeeping retries.
    deps.printing.handOverSoon(payment.orderId);
  } else await mailReceipt(deps, payment);
  deps.log.info(
    { reference, siteId: payment.siteId, product: payment.product, amountOre: payment.amountOre },
    'payment confirmed',
  );
  if (!hostApplied) {
    deps.log.error(
      { reference, host: payment.host },
      'a paid host went to another site first; the site kept its host',
    );
  }
  return true;
}
