import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { addMonths } from '@eventsite/core';
import type { App } from '../../../src/app';
import { payments } from '../../../src/db/schema';
import { StripeCardProvider } from '../../../src/payments/stripe-card-provider';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, getSite, publishSite } from '../../helpers/sites';
import { deliverStripeEvent, STRIPE_ENV, STRIPE_WEBHOOK_SECRET } from '../../helpers/stripe-webhook';

const stripe = new Stripe('sk_test_123');

function eventPayload(id: string, type: string, intentId: string, status: string): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: 1_900_000_000,
    data: { object: { id: intentId, object: 'payment_intent', status, amount: 49900, currency: 'sek' } },
  });
}

describe('the Stripe webhook', () => {
  const clock = createClock();
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: STRIPE_ENV });
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
    await publishSite(app, siteId, 'hook.party.localhost');
  });
  afterAll(() => app.close());

  async function pendingPayment(reference: string, intentId: string) {
    await app.db.insert(payments).values({
      reference,
      siteId,
      method: 'card',
      provider: 'stripe',
      providerId: intentId,
      product: 'extend_subdomain',
      host: null,
      amountOre: 49900,
      months: 12,
      createdAt: clock.now(),
    });
  }

  const deliver = (payload: string, signature?: string) => deliverStripeEvent(app, payload, signature);

  it('confirms a payment once, however often the event or another one for it comes', async () => {
    await pendingPayment('card_hook_1', 'pi_hook_1');
    const before = new Date((await getSite(app, owner.cookie, siteId)).activeExpireDate ?? clock.now());
    const payload = eventPayload('evt_1', 'payment_intent.succeeded', 'pi_hook_1', 'succeeded');
    for (let delivery = 0; delivery < 3; delivery += 1) {
      const response = await deliver(payload);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(
      (await deliver(eventPayload('evt_2', 'payment_intent.succeeded', 'pi_hook_1', 'succeeded'))).statusCode,
    ).toBe(200);
    const expiry = (await getSite(app, owner.cookie, siteId)).activeExpireDate;
    expect(expiry).toBe(addMonths(later(before, clock.now()), 12).toISOString());
    const receipt = await app.inject({
      url: `/api/sites/${siteId}/payment/receipt/card_hook_1`,
      headers: { cookie: owner.cookie },
    });
    expect(receipt.json()).toMatchObject({ paymentMethod: 'card', amountWithVat: 49900 });
  });

  it('refuses a forged signature and changes nothing', async () => {
    await pendingPayment('card_hook_2', 'pi_hook_2');
    const payload = eventPayload('evt_3', 'payment_intent.succeeded', 'pi_hook_2', 'succeeded');
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expectErrorResponse(await deliver(payload, forged), 400);
    expectErrorResponse(await deliver(payload, 't=1,v1=deadbeef'), 400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expectErrorResponse(unsigned, 400);
    const receipt = await app.inject({
      url: `/api/sites/${siteId}/payment/receipt/card_hook_2`,
      headers: { cookie: owner.cookie },
    });
    expectErrorResponse(receipt, 404);
  });

  it('acknowledges events about other things', async () => {
    expect(
      (
        await deliver(
          JSON.stringify({
            id: 'evt_4',
            object: 'event',
            type: 'customer.created',
            data: { object: { id: 'cus_1' } },
          }),
        )
      ).statusCode,
    ).toBe(200);
  });
});

function later(a: Date, b: Date): Date {
  return a.getTime() > b.getTime() ? a : b;
}

describe('the Stripe adapter', () => {
  const received: { path: string; idempotencyKey: string | undefined; body: string }[] = [];
  let server: ReturnType<typeof createServer>;
  let port: number;
  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
          body,
        });
        response.setHeader('content-type', 'application/json');
        const status = request.url?.startsWith('/v1/payment_intents/pi_')
          ? 'processing'
          : 'requires_payment_method';
        response.end(
          JSON.stringify({
            id: 'pi_fake',
            object: 'payment_intent',
            client_secret: 'pi_fake_secret_x',
            status,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('creates a PaymentIntent in öre and SEK with the reference as idempotency key', async () => {
    const provider = new StripeCardProvider(
      { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: STRIPE_WEBHOOK_SECRET },
      { host: '127.0.0.1', port, protocol: 'http' },
    );
    const intent = await provider.createPayment({
      reference: 'card_abc',
      siteId: 's1',
      amountOre: 49900,
      description: 'x',
    });
    expect(intent).toEqual({ providerId: 'pi_fake', clientSecret: 'pi_fake_secret_x' });
    const create = received.find((request) => request.path === '/v1/payment_intents');
    expect(create?.idempotencyKey).toBe('card_abc');
    const form = new URLSearchParams(create?.body);
    expect(form.get('amount')).toBe('49900');
    expect(form.get('currency')).toBe('sek');
    expect(form.get('metadata[reference]')).toBe('card_abc');
    expect(await provider.retrievePayment('pi_fake')).toBe('pending');
  });

  it('refunds the whole payment with an idempotency key made from the reference', async () => {
    const provider = new StripeCardProvider(
      { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: STRIPE_WEBHOOK_SECRET },
      { host: '127.0.0.1', port, protocol: 'http' },
    );
    await provider.refundPayment({ providerId: 'pi_paid', reference: 'card_twice', amountOre: 155900 });
    const refund = received.find((request) => request.path === '/v1/refunds');
    expect(refund?.idempotencyKey).toBe('refund_card_twice');
    const form = new URLSearchParams(refund?.body);
    expect(form.get('payment_intent')).toBe('pi_paid');
    expect(form.get('amount')).toBe('155900');
  });
});
