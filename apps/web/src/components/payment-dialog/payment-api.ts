import {
  startSwishPaymentResponseSchema,
  type StartCardPaymentRequest,
  type StartSwishPaymentRequest,
} from '@eventsite/core/api/payments';
import {
  cardPaymentConfirmationSchema,
  cardPaymentSessionSchema,
  receiptSchema,
  swishPaymentSchema,
} from '@eventsite/core/schemas/payment';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

const sitePath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}`;

/** `POST …/payment/stripe` (`000` §7). */
export function startCardPayment(siteId: string, request: StartCardPaymentRequest) {
  return apiRequest(`${sitePath(siteId)}/payment/stripe`, {
    method: 'POST',
    body: request,
    schema: cardPaymentSessionSchema,
  });
}

/** `GET …/payment/stripe/{reference}`: false means ask again. */
export async function isCardPaymentConfirmed(siteId: string, reference: string): Promise<boolean> {
  const answer = await apiRequest(`${sitePath(siteId)}/payment/stripe/${encodeURIComponent(reference)}`, {
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

/** `POST …/payment/swish`: a 422 carries Swish's `validationMessage`. */
export async function startSwishPayment(siteId: string, request: StartSwishPaymentRequest): Promise<string> {
  const answer = await apiRequest(`${sitePath(siteId)}/payment/swish`, {
    method: 'POST',
    body: request,
    schema: startSwishPaymentResponseSchema,
  });
  return answer.swishId;
}

/** Any status is read, so that one this client does not know ends the flow with its message (`000` §4). */
const polledSwishPaymentSchema = swishPaymentSchema.extend({ status: z.string().max(100) });

/** `GET /api/swishPayments/{swishId}`. */
export function getSwishPayment(swishId: string) {
  return apiRequest(`/api/swishPayments/${encodeURIComponent(swishId)}`, {
    schema: polledSwishPaymentSchema,
  });
}

/** `GET …/payment/receipt/{reference}`. */
export function getReceipt(siteId: string, reference: string) {
  return apiRequest(`${sitePath(siteId)}/payment/receipt/${encodeURIComponent(reference)}`, {
    schema: receiptSchema,
  });
}

export function useReceipt(siteId: string, reference: string | undefined) {
  return useQuery({
    queryKey: ['sites', siteId, 'receipts', reference],
    queryFn: () => getReceipt(siteId, reference ?? ''),
    enabled: reference !== undefined && reference !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
