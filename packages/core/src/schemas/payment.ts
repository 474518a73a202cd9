import { z } from 'zod';
import { PAYMENT_METHODS, SWISH_PAYMENT_STATUSES } from '../constants/payment-methods';
import { RECEIPT_PRODUCTS } from '../constants/payment-products';
import { isoTimestampSchema, textSchema } from './common';

const oreSchema = z.number().int().min(0).max(100_000_000);
const paymentReferenceSchema = textSchema.min(1).max(200);

/** Proof of a confirmed payment; amounts in öre (`000` §3 "Receipt", `decisions.md` §3). */
export const receiptSchema = z.object({
  product: z.enum(RECEIPT_PRODUCTS),
  amountWithVat: oreSchema,
  amountVat: oreSchema,
  amountWithoutVat: oreSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  date: isoTimestampSchema,
  reference: paymentReferenceSchema,
});
export type Receipt = z.infer<typeof receiptSchema>;

/** A Swish payment as `GET /api/swishPayments/{swishId}` reports it (`000` §3, §4). */
export const swishPaymentSchema = z.object({
  swishId: textSchema.min(1).max(200),
  status: z.enum(SWISH_PAYMENT_STATUSES),
  errorMessage: textSchema.max(1000).nullable().optional(),
});
export type SwishPayment = z.infer<typeof swishPaymentSchema>;

/** A MobilePay payment as `GET /api/mobilePayPayments/{mobilePayId}` reports it, in Swish's states (`decisions.md` §8). */
export const mobilePayPaymentSchema = z.object({
  mobilePayId: textSchema.min(1).max(200),
  status: z.enum(SWISH_PAYMENT_STATUSES),
  errorMessage: textSchema.max(1000).nullable().optional(),
});
export type MobilePayPayment = z.infer<typeof mobilePayPaymentSchema>;

/** A started card payment; names as the server gives them (`000` §3, §7). */
export const cardPaymentSessionSchema = z.object({
  client_secret: textSchema.min(1).max(500),
  reference: paymentReferenceSchema,
  stripe_public_key: textSchema.max(500),
});
export type CardPaymentSession = z.infer<typeof cardPaymentSessionSchema>;

/** The card payment poll's answer; false means ask again (`000` §4 "Card flow"). */
export const cardPaymentConfirmationSchema = z.object({ paymentConfirmed: z.boolean() });
export type CardPaymentConfirmation = z.infer<typeof cardPaymentConfirmationSchema>;
