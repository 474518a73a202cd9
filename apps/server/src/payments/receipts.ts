import { buildReceipt, type PaymentMethod, type Receipt, type ReceiptProduct } from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { paymentOfSite } from './card-payments';

/** `GET …/payment/receipt/{reference}`: a receipt exists once the payment is confirmed (`decisions.md` §3). */
export async function receiptOf(app: FastifyInstance, siteId: string, reference: string): Promise<Receipt> {
  const payment = await paymentOfSite(app, siteId, reference);
  if (payment.status !== 'confirmed' || !payment.confirmedAt) {
    throw new AppError('RECEIPT_NOT_FOUND', { message: `Payment ${reference} is ${payment.status}` });
  }
  return buildReceipt({
    product: payment.product as ReceiptProduct,
    amountWithVat: payment.amountOre,
    paymentMethod: payment.method as PaymentMethod,
    confirmedAt: payment.confirmedAt,
    reference: payment.reference,
  });
}
