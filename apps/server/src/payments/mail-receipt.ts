import type { PaymentDeps } from './payment-deps';
import { composeReceiptMail } from './compose-receipt-mail';
import type { PaymentRow } from './payment-repository';
import { receiptOf } from './receipts';

/**
 * Mails the receipt of a just confirmed payment to the owner of the paying site, in the language their
 * account was made in. A mail that cannot be queued is logged; the payment stays confirmed.
 */
export async function mailReceipt(deps: PaymentDeps, payment: PaymentRow): Promise<void> {
  try {
    const account = await deps.repositories.accounts.findOwnerOfSite(payment.siteId);
    if (!account) return;
    await deps.mail.sendMail(
      composeReceiptMail({
        to: account.mail,
        receipt: receiptOf(payment),
        host: payment.host,
        language: account.language,
        market: deps.config.market,
        productName: deps.config.productName,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, reference: payment.reference }, 'the receipt mail could not be queued');
  }
}
