import type { PhonePaymentMethod } from '@eventsite/core/constants/payment-methods';
import {
  startMobilePayPaymentResponseSchema,
  startSwishPaymentResponseSchema,
} from '@eventsite/core/api/payments';
import {
  cardPaymentConfirmationSchema,
  cardPaymentSessionSchema,
  mobilePayPaymentSchema,
  receiptSchema,
  swishPaymentSchema,
} from '@eventsite/core/schemas/payment';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { paymentOwnerKey, paymentPath, type PaymentOwner, type Purchase } from './purchase';

/** What a site product's payment names; an order's payment names nothing, the order is what is paid. */
function purchaseBody(purchase: Purchase) {
  return 'orderId' in purchase ? {} : { paymentProduct: purchase.paymentProduct, host: purchase.host };
}

/** `POST …/payment/stripe` of a site or an order (`000` §7). */
export function startCardPayment(purchase: Purchase) {
  return apiRequest(`${paymentPath(purchase)}/stripe`, {
    method: 'POST',
    body: purchaseBody(purchase),
    schema: cardPaymentSessionSchema,
  });
}

/** `GET …/payment/stripe/{reference}` under a site's or an order's payment path: false means ask again. */
export async function isCardPaymentConfirmed(basePath: string, reference: string): Promise<boolean> {
  const answer = await apiRequest(`${basePath}/stripe/${encodeURIComponent(reference)}`, {
    schema: cardPaymentConfirmationSchema,
  });
  return answer.paymentConfirmed;
}

const simulatedConfirmationSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);

/** The card simulator's stand-in for Stripe's confirmCardPayment (`decisions.md` §6). */
export function confirmSimulatedCard(clientSecret: string, cardNumber: string) {
  return apiRequest('/dev/card/confirm', {
    method: 'POST',
    body: { clientSecret, cardNumber },
    schema: simulatedConfirmationSchema,
  });
}

/** `POST …/payment/swish` of a site or an order: a 422 carries Swish's `validationMessage`. */
async function startSwishPayment(purchase: Purchase, payerAlias: string): Promise<string> {
  const answer = await apiRequest(`${paymentPath(purchase)}/swish`, {
    method: 'POST',
    body: { ...purchaseBody(purchase), payerAlias },
    schema: startSwishPaymentResponseSchema,
  });
  return answer.swishId;
}

/** `POST …/payment/mobilepay` of a site or an order: a 422 carries MobilePay's `validationMessage`. */
async function startMobilePayPayment(purchase: Purchase, phoneNumber: string): Promise<string> {
  const answer = await apiRequest(`${paymentPath(purchase)}/mobilepay`, {
    method: 'POST',
    body: { ...purchaseBody(purchase), phoneNumber },
    schema: startMobilePayPaymentResponseSchema,
  });
  return answer.mobilePayId;
}

/** Starts a payment in the market's phone app with the number as typed; returns the id to poll. */
export function startPhonePayment(
  method: PhonePaymentMethod,
  purchase: Purchase,
  number: string,
): Promise<string> {
  return method === 'swish' ? startSwishPayment(purchase, number) : startMobilePayPayment(purchase, number);
}

/** Any status is read, so that one this client does not know ends the flow with its message (`000` §4). */
const polledSwishPaymentSchema = swishPaymentSchema.extend({ status: z.string().max(100) });
const polledMobilePayPaymentSchema = mobilePayPaymentSchema.extend({ status: z.string().max(100) });

export interface PolledPhonePayment {
  status: string;
  errorMessage?: string | null;
}

/** `GET /api/swishPayments/{swishId}` or `GET /api/mobilePayPayments/{mobilePayId}`. */
export function getPhonePayment(method: PhonePaymentMethod, id: string): Promise<PolledPhonePayment> {
  const encoded = encodeURIComponent(id);
  return method === 'swish'
    ? apiRequest(`/api/swishPayments/${encoded}`, { schema: polledSwishPaymentSchema })
    : apiRequest(`/api/mobilePayPayments/${encoded}`, { schema: polledMobilePayPaymentSchema });
}

/** `GET …/payment/receipt/{reference}` of a site or an order. */
function getReceipt(owner: PaymentOwner, reference: string) {
  return apiRequest(`${paymentPath(owner)}/receipt/${encodeURIComponent(reference)}`, {
    schema: receiptSchema,
  });
}

export function useReceipt(owner: PaymentOwner, reference: string | undefined) {
  return useQuery({
    queryKey: ['receipts', paymentOwnerKey(owner), reference],
    queryFn: () => getReceipt(owner, reference ?? ''),
    enabled: reference !== undefined && reference !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
