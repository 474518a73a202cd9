import { buildReceipt, type PaymentMethod, type Receipt, type ReceiptProduct } from '@eventsite/core';
import { AppError } from '../errors/app-error';
import type { PaymentRow } from './payment-repository';

/** `GET …/payment/receipt/{reference}` of a site or an order: a receipt exists once the payment is confirmed (`decisions.md` §3). */
export function receiptOf(payment: PaymentRow): Receipt {
  if (payment.status !== 'confirmed' || !payment.confirmedAt) {
    throw new AppError('RECEIPT_NOT_FOUND', { message: `Payment ${payment.reference} is ${payment.status}` });
  }
  return buildReceipt({
    product: payment.product as ReceiptProduct,
    amountWithVat: payment.amountOre,
    paymentMethod: payment.method as PaymentMethod,
    confirmedAt: payment.confirmedAt,
    reference: payment.reference,
  });
}
