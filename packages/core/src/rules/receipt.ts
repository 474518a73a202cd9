import type { PaymentMethod } from '../constants/payment-methods';
import type { ReceiptProduct } from '../constants/payment-products';
import type { Receipt } from '../schemas/payment';
import { splitVat } from './prices';

export interface ReceiptInput {
  product: ReceiptProduct;
  /** The amount paid including VAT, in öre. */
  amountWithVat: number;
  paymentMethod: PaymentMethod;
  /** When the payment was confirmed. */
  confirmedAt: Date;
  reference: string;
}

/** The receipt of a confirmed payment (`000` §3, `decisions.md` §3): VAT is 20 % of the amount paid. */
export function buildReceipt({
  product,
  amountWithVat,
  paymentMethod,
  confirmedAt,
  reference,
}: ReceiptInput): Receipt {
  return { product, ...splitVat(amountWithVat), paymentMethod, date: confirmedAt.toISOString(), reference };
}
