import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cardPaymentSessionSchema,
  orderSchema,
  receiptSchema,
  SIMULATED_CARD_NUMBERS,
} from '@eventsite/core';
import type { App } from '../../../src/app';
import { orders, payments } from '../../../src/db/schema';
import { refundDuePayments } from '../../../src/payments/refund-payment';
import type { SimulatedCardProvider } from '../../../src/payments/simulated-card-provider';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { confirmSimulatedCard, instructionIdOf, settleSwish, swishStatus } from '../../helpers/payments';
import { createSite } from '../../helpers/sites';
import { deliverStripeEvent, STRIPE_ENV } from '../../helpers/stripe-webhook';
import { paymentDepsOf } from '../../../src/payments/payment-deps';

/** 100 cards (1 500 kr) and postage (59 kr): what the invitations checkout would store. */
async function newOrder(app: App, siteId: string) {
  const row = await app.repositories.orders.create({
    siteId,
    items: [{ title: 'Inbjudningskort A6, 100 st', print: 'print-1', priceInclVat: 150000 }],
    shipmentPriceOre: 5900,
    createdAt: new Date(),
  });
  return row.id;
}

describe('print order payments (000 §7 "/api/orders/{orderId}/payment/…", decisions §3)', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let other: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAccount(app);
    other = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
    await createSite(app, other.cookie);
  });
  afterAll(() => app.close());

  const get = (url: string, cookie = owner.cookie) => app.inject({ url, headers: { cookie } });
  const startCard = (orderId: string, cookie = owner.cookie) =>
    postJson(app, `/api/orders/${orderId}/payment/stripe`, {}, { cookie });
  const startSwish = (orderId: string, payerAlias = '0701234567', cookie = owner.cookie) =>
    postJson(app, `/api/orders/${orderId}/payment/swish`, { payerAlias }, { cookie });
  const order = async (orderId: string) => orderSchema.parse((await get(`/api/orders/${orderId}`)).json());

  it('reads an order with its totals and VAT, only for the owner of its site', async () => {
    const orderId = await newOrder(app, siteId);
    expect(await order(orderId)).toEqual({
      _id: orderId,
      items: [{ title: 'Inbjudningskort A6, 100 st', print: 'print-1', priceInclVat: 150000 }],
      shipment: { priceInclVat: 5900 },
      totalInclVat: 155900,
      totalVat: 31180,
      paid: false,
      status: 'awaiting_payment',
      paymentReference: null,
      shipmentMethod: null,
      trackingNumber: null,
      createdAt: expect.any(String),
    });
    expectErrorResponse(await get(`/api/orders/${orderId}`, other.cookie), 403);
    expectErrorResponse(await get('/api/orders/ffffffffffffffffffffffff'), 404);
    expectErrorResponse(await app.inject({ url: `/api/orders/${orderId}` }), 403);
  });

  it('takes a card payment of the stored total, marks the order paid once, and gives a receipt', async () => {
    const orderId = await newOrder(app, siteId);
    const started = await startCard(orderId);
    expect(started.statusCode, started.body).toBe(200);
    const session = cardPaymentSessionSchema.parse(started.json());
    const confirmed = () => get(`/api/orders/${orderId}/payment/stripe/${session.reference}`);
    expect((await confirmed()).json()).toEqual({ paymentConfirmed: false });
    expectErrorResponse(await get(`/api/orders/${orderId}/payment/receipt/${session.reference}`), 404);

    expect(await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.succeeds)).toEqual({
      ok: true,
    });
    // The simulator confirms again, as a repeated webhook would: still one effect.
    await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.succeeds);
    expect((await confirmed()).json()).toEqual({ paymentConfirmed: true });
    expect((await order(orderId)).paid).toBe(true);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'paid', paymentReference: session.reference });

    const receipt = receiptSchema.parse(
      (await get(`/api/orders/${orderId}/payment/receipt/${session.reference}`)).json(),
    );
    expect(receipt).toMatchObject({
      product: 'print_order',
      amountWithVat: 155900,
      amountVat: 31180,
      amountWithoutVat: 124720,
      paymentMethod: 'card',
      reference: session.reference,
    });
    // A paid order is not paid twice, by card or Swish.
    expectErrorResponse(await startCard(orderId), 409);
    expectErrorResponse(await startSwish(orderId), 409);
    // Its payment is not a payment of the site, nor of another order.
    expectErrorResponse(await get(`/api/sites/${siteId}/payment/receipt/${session.reference}`), 404);
    const otherOrder = await newOrder(app, siteId);
    expectErrorResponse(await get(`/api/orders/${otherOrder}/payment/receipt/${session.reference}`), 404);
  });

  it('leaves the order unpaid on a declined card and on one that never confirms', async () => {
    for (const [card, confirmedAnswer] of [
      [SIMULATED_CARD_NUMBERS.declined, { ok: false }],
      [SIMULATED_CARD_NUMBERS.neverConfirms, { ok: true }],
    ] as const) {
      const orderId = await newOrder(app, siteId);
      const session = cardPaymentSessionSchema.parse((await startCard(orderId)).json());
      expect(await confirmSimulatedCard(app, session.client_secret, card)).toMatchObject(confirmedAnswer);
      expect((await get(`/api/orders/${orderId}/payment/stripe/${session.reference}`)).json()).toEqual({
        paymentConfirmed: false,
      });
      expect((await order(orderId)).paid).toBe(false);
    }
  });

  it('follows Swish to paid, declined, error and cancelled; only paid pays the order', async () => {
    const outcomes = [
      ['approve', 'PAID', true],
      ['decline', 'DECLINED', false],
      ['fail', 'ERROR', false],
      ['cancel', 'CANCELLED', false],
    ] as const;
    for (const [outcome, status, paid] of outcomes) {
      const orderId = await newOrder(app, siteId);
      const started = await startSwish(orderId);
      expect(started.statusCode, started.body).toBe(200);
      const { swishId } = started.json<{ swishId: string }>();
      expect((await swishStatus(app, owner.cookie, swishId)).status).toBe('NOT_SET');
      await settleSwish(app, swishId, outcome);
      expect((await swishStatus(app, owner.cookie, swishId)).status, outcome).toBe(status);
      expect((await order(orderId)).paid, outcome).toBe(paid);
      const [payment] = await app.db.select().from(payments).where(eq(payments.reference, swishId));
      expect(payment).toMatchObject({ orderId, amountOre: 155900, product: 'print_order' });
    }
  });

  it('recovers a Swish payment whose callback was lost, by polling', async () => {
    const orderId = await newOrder(app, siteId);
    const { swishId } = (await startSwish(orderId)).json<{ swishId: string }>();
    await settleSwish(app, swishId, 'approve', true);
    expect((await swishStatus(app, owner.cookie, swishId)).status).toBe('PAID');
    expect((await order(orderId)).paid).toBe(true);
  });

  it('gives the money back when a second payment pays an order the first already paid', async () => {
    // The owner started Swish and, while it waited, paid by card in another tab; then approved Swish too.
    const orderId = await newOrder(app, siteId);
    const { swishId } = (await startSwish(orderId)).json<{ swishId: string }>();
    const session = cardPaymentSessionSchema.parse((await startCard(orderId)).json());
    await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.succeeds);
    await settleSwish(app, swishId, 'approve');

    const [orderRow] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(orderRow).toMatchObject({ status: 'paid', paymentReference: session.reference });
    const [card] = await app.db.select().from(payments).where(eq(payments.reference, session.reference));
    expect(card).toMatchObject({ status: 'confirmed', refundStatus: null });
    const [swish] = await app.db.select().from(payments).where(eq(payments.reference, swishId));
    expect(swish).toMatchObject({ status: 'confirmed', refundStatus: 'refunded' });
    expect(swish?.refundedAt).toBeInstanceOf(Date);
    // The payer got the whole amount back in Swish, once.
    const listed = await app.inject({ url: '/dev/swish/requests.json' });
    const request = listed
      .json<{ requests: { id: string; refunds: { amountOre: number }[] }[] }>()
      .requests.find((candidate) => candidate.id === instructionIdOf(swishId));
    expect(request?.refunds).toEqual([{ id: expect.stringMatching(/^[0-9A-F]{32}$/), amountOre: 155900 }]);
    expect((await app.inject({ url: '/dev/swish' })).body).toMatch(/Betald – 1\s559\skr återbetalt/);
    expect(await refundDuePayments(paymentDepsOf(app))).toBe(0);
  });

  it('refunds a second card payment too, and retries a refund the provider did not take', async () => {
    const orderId = await newOrder(app, siteId);
    const first = cardPaymentSessionSchema.parse((await startCard(orderId)).json());
    const second = cardPaymentSessionSchema.parse((await startCard(orderId)).json());
    await confirmSimulatedCard(app, first.client_secret, SIMULATED_CARD_NUMBERS.succeeds);
    const card = app.payments.card as SimulatedCardProvider;
    const refund = vi.spyOn(card, 'refundPayment').mockRejectedValueOnce(new Error('Stripe is down'));
    await confirmSimulatedCard(app, second.client_secret, SIMULATED_CARD_NUMBERS.succeeds);
    const stored = async () =>
      (await app.db.select().from(payments).where(eq(payments.reference, second.reference)))[0];
    expect(await stored()).toMatchObject({ status: 'confirmed', refundStatus: 'due' });

    // Housekeeping asks again, and the provider takes it.
    expect(await refundDuePayments(paymentDepsOf(app))).toBe(1);
    expect(await stored()).toMatchObject({ refundStatus: 'refunded' });
    expect(refund).toHaveBeenCalledTimes(2);
    refund.mockRestore();
    const secondIntent = (await stored())?.providerId ?? '';
    expect(card.refundedOre(secondIntent)).toBe(155900);
    const [orderRow] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(orderRow?.paymentReference).toBe(first.reference);
  });

  it("refuses another owner's order, a bad Swish number and bad input", async () => {
    const orderId = await newOrder(app, siteId);
    expectErrorResponse(await startCard(orderId, other.cookie), 403);
    expectErrorResponse(await startSwish(orderId, '0701234567', other.cookie), 403);
    expectErrorResponse(await startCard('ffffffffffffffffffffffff'), 404);
    const bad = await postJson(app, `/api/orders/${orderId}/payment/swish`, {}, { cookie: owner.cookie });
    expect(bad.statusCode).toBe(400);
    expect((await order(orderId)).paid).toBe(false);
  });
});

describe('print order payments through Stripe’s signed webhook', () => {
  let app: App;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp({
      env: STRIPE_ENV,
    });
    const owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(() => app.close());

  const deliver = (payload: string, signature?: string) => deliverStripeEvent(app, payload, signature);

  it('pays the order once however often the event comes, and refuses a forged signature', async () => {
    const orderId = await newOrder(app, siteId);
    await app.db.insert(payments).values({
      reference: 'card_order_hook',
      siteId,
      orderId,
      method: 'card',
      provider: 'stripe',
      providerId: 'pi_order_1',
      product: 'print_order',
      host: null,
      amountOre: 155900,
      months: 0,
      createdAt: new Date(),
    });
    const payload = JSON.stringify({
      id: 'evt_order_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2025-01-01',
      created: 1_900_000_000,
      data: { object: { id: 'pi_order_1', object: 'payment_intent', status: 'succeeded', amount: 155900 } },
    });
    expectErrorResponse(await deliver(payload, 't=1,v1=forged'), 400);
    const [before] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(before?.status).toBe('awaiting_payment');

    for (let delivery = 0; delivery < 3; delivery += 1) {
      expect((await deliver(payload)).statusCode).toBe(200);
    }
    const [after] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after).toMatchObject({ status: 'paid', paymentReference: 'card_order_hook' });
    const paidAt = after?.paidAt;
    const again = JSON.stringify({ ...JSON.parse(payload), id: 'evt_order_2' });
    expect((await deliver(again)).statusCode).toBe(200);
    const [still] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(still?.paidAt).toEqual(paidAt);
  });
});
