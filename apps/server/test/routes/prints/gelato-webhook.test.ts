import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPaymentSessionSchema, orderSchema, SIMULATED_CARD_NUMBERS, type Order } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { confirmSimulatedCard } from '../../helpers/payments';
import { createPrint, printDraft, SWEDISH_ADDRESS } from '../../helpers/prints';
import { createSite } from '../../helpers/sites';

const SECRET = 'gelato-webhook-secret-0123456789abcdef';
const HOOK = `/api/prints/gelato/webhook/${SECRET}`;

describe('the Gelato webhook (decisions.md §6): printed and shipped, once, with the owner mailed', () => {
  let app: App;
  let cookie: string;
  let orderId: string;

  beforeAll(async () => {
    app = await buildTestApp({
      env: {
        BRAND: 'wedding',
        PRINT_PARTNER: 'gelato',
        GELATO_API_KEY: 'test-key',
        GELATO_CARD_PRODUCT_UID: 'cards_pf_a6_pt_300-gsm-matte_cl_4-4',
        GELATO_WEBHOOK_SECRET: SECRET,
      },
    });
    // Gelato itself is not reachable: a stand-in takes the order under Gelato's id for it.
    app.printing.partner = {
      name: 'gelato',
      submit: async (order) => ({ partnerOrderId: `g-${order.orderId}` }),
    };
    app.printing.pdf = { render: async () => Buffer.from('%PDF-1.4 stand-in') };
    ({ cookie } = await registerAccount(app));
    const siteId = await createSite(app, cookie);
    const printId = await createPrint(app, cookie, printDraft(siteId));
    const created = await postJson(
      app,
      '/api/orders',
      {
        print: printId,
        site: siteId,
        quantity: 20,
        envelopes: 'premium',
        shipmentMethodUid: 'postnord-mypack-collect',
        shipmentMethodName: 'PostNord MyPack Collect',
        shippingAddress: SWEDISH_ADDRESS,
      },
      { cookie },
    );
    orderId = created.json<{ _id: string }>()._id;
    const started = await postJson(app, `/api/orders/${orderId}/payment/stripe`, {}, { cookie });
    const session = cardPaymentSessionSchema.parse(started.json());
    await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.succeeds);
    await app.printing.settled();
  }, 120_000);
  afterAll(() => app.close());

  const readOrder = async (): Promise<Order> =>
    orderSchema.parse((await app.inject({ url: `/api/orders/${orderId}`, headers: { cookie } })).json());
  const shippedMails = async () =>
    (await app.mail.outbox.listNewestFirst(100)).filter(
      (mail) => mail.to === SWEDISH_ADDRESS.email && mail.subject === 'Dina inbjudningskort är på väg',
    );
  const statusEvent = (fulfillmentStatus: string, trackingCode?: string) => ({
    id: 'os_1',
    event: 'order_status_updated',
    orderId: `g-${orderId}`,
    orderReferenceId: orderId,
    fulfillmentStatus,
    items: [
      {
        itemReferenceId: `${orderId}-cards`,
        fulfillmentStatus,
        fulfillments: trackingCode ? [{ trackingCode, shipmentMethodName: 'PostNord MyPack' }] : [],
      },
    ],
  });

  it('refuses a webhook at another secret and changes nothing', async () => {
    expect((await readOrder()).status).toBe('in_production');
    expectErrorResponse(
      await postJson(app, '/api/prints/gelato/webhook/not-the-secret', statusEvent('printed')),
      400,
    );
    expectErrorResponse(
      await postJson(app, `/api/prints/gelato/webhook/${SECRET.slice(0, -1)}x`, statusEvent('printed')),
      400,
    );
    expect((await readOrder()).status).toBe('in_production');
  });

  it('ignores an event naming another Gelato order than the one handed over', async () => {
    const forged = { ...statusEvent('shipped', 'FORGED1'), orderId: 'g-someone-else' };
    expect((await postJson(app, HOOK, forged)).statusCode).toBe(200);
    expect((await readOrder()).status).toBe('in_production');
  });

  it('applies printed, then shipped with its tracking code exactly once, mailing the owner once', async () => {
    expect((await postJson(app, HOOK, statusEvent('printed'))).statusCode).toBe(200);
    expect((await readOrder()).status).toBe('printed');
    // Shipped before the code is known stays printed; the code's own event ships it.
    expect((await postJson(app, HOOK, statusEvent('shipped'))).statusCode).toBe(200);
    expect((await readOrder()).status).toBe('printed');
    expect(await shippedMails()).toHaveLength(0);

    const tracking = {
      event: 'order_item_tracking_code_updated',
      orderId: `g-${orderId}`,
      orderReferenceId: orderId,
      itemReferenceId: `${orderId}-cards`,
      trackingCode: 'PN123456789SE',
      trackingUrl: 'https://tracking.example/PN123456789SE',
    };
    // Gelato retries a delivery up to three times; each one answers 200 and only the first changes anything.
    for (const event of [tracking, tracking, statusEvent('shipped', 'OTHER'), statusEvent('delivered', 'X')])
      expect((await postJson(app, HOOK, event)).statusCode).toBe(200);

    const order = await readOrder();
    expect(order).toMatchObject({ status: 'shipped', trackingNumber: 'PN123456789SE' });
    const mails = await shippedMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Spårningsnummer: PN123456789SE');
  });

  it('answers 200 to events it does not track, and 400 to a body without an order', async () => {
    expect((await postJson(app, HOOK, { event: 'store_product_created', orderId: 'x' })).statusCode).toBe(
      200,
    );
    expectErrorResponse(await postJson(app, HOOK, { event: 'order_status_updated' }), 400);
  });
});
