import { expect } from 'vitest';
import { cardPaymentSessionSchema, SIMULATED_CARD_NUMBERS, type PaymentProductKey } from '@eventsite/core';
import type { App } from '../../src/app';
import { postJson } from './accounts';

/** Starts a card payment through the API and returns its session. */
export async function startCardPayment(
  app: App,
  cookie: string,
  siteId: string,
  paymentProduct: PaymentProductKey,
  host?: string,
) {
  const response = await postJson(
    app,
    `/api/sites/${siteId}/payment/stripe`,
    { paymentProduct, host },
    { cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return cardPaymentSessionSchema.parse(response.json());
}

/** What the simulated card form does with a card number. */
export async function confirmSimulatedCard(app: App, clientSecret: string, cardNumber: string) {
  const response = await postJson(app, '/dev/card/confirm', { clientSecret, cardNumber });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ ok: boolean; message?: string }>();
}

export async function isCardPaymentConfirmed(app: App, cookie: string, siteId: string, reference: string) {
  const response = await app.inject({
    url: `/api/sites/${siteId}/payment/stripe/${reference}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ paymentConfirmed: boolean }>().paymentConfirmed;
}

/** Buys a product with the simulated card that succeeds; returns the payment reference. */
export async function payByCard(
  app: App,
  cookie: string,
  siteId: string,
  paymentProduct: PaymentProductKey,
  host?: string,
): Promise<string> {
  const session = await startCardPayment(app, cookie, siteId, paymentProduct, host);
  expect(await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.succeeds)).toEqual({
    ok: true,
  });
  return session.reference;
}

export async function startSwish(
  app: App,
  cookie: string,
  siteId: string,
  paymentProduct: PaymentProductKey,
  host?: string,
  payerAlias = '0701234567',
) {
  return postJson(
    app,
    `/api/sites/${siteId}/payment/swish`,
    { paymentProduct, host, payerAlias },
    { cookie },
  );
}

export async function swishStatus(app: App, cookie: string, swishId: string) {
  const response = await app.inject({ url: `/api/swishPayments/${swishId}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ swishId: string; status: string; errorMessage?: string | null }>();
}

/** The simulator's id of a Swish payment (`swish_<id>`). */
export function instructionIdOf(swishId: string): string {
  return swishId.replace(/^swish_/, '');
}

export async function settleSwish(
  app: App,
  swishId: string,
  outcome: 'approve' | 'decline' | 'fail' | 'cancel',
  loseCallback = false,
) {
  const response = await postJson(app, `/dev/swish/requests/${instructionIdOf(swishId)}/${outcome}`, {
    loseCallback,
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function startMobilePay(
  app: App,
  cookie: string,
  siteId: string,
  paymentProduct: PaymentProductKey,
  host?: string,
  phoneNumber = '12345678',
) {
  return postJson(
    app,
    `/api/sites/${siteId}/payment/mobilepay`,
    { paymentProduct, host, phoneNumber },
    { cookie },
  );
}

export async function mobilePayStatus(app: App, cookie: string, mobilePayId: string) {
  const response = await app.inject({ url: `/api/mobilePayPayments/${mobilePayId}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ mobilePayId: string; status: string; errorMessage?: string | null }>();
}

export async function settleMobilePay(
  app: App,
  mobilePayId: string,
  outcome: 'approve' | 'decline' | 'fail' | 'cancel',
  loseWebhook = false,
) {
  const response = await postJson(app, `/dev/mobilepay/payments/${mobilePayId}/${outcome}`, { loseWebhook });
  expect(response.statusCode, response.body).toBe(200);
}
