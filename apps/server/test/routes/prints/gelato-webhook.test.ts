import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPaymentSessionSchema, orderSchema, SIMULATED_CARD_NUMBERS, type Order } from '@eventsite/core';
import type { App } from '../../../src/app';
import { GelatoPrintPartner } from '../../../src/print-partner/gelato-print-partner';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { confirmSimulatedCard } from '../../helpers/payments';
import { createPrint, printDraft, SWEDISH_ADDRESS } from '../../helpers/prints';
import { createSite } from '../../helpers/sites';

const SECRET = 'gelato-webhook-secret-0123456789abcdef';
const HOOK = `/api/prints/gelato/webhook/${SECRET}`;
const API_KEY = 'test-key';

/** What the stand-in Gelato says about its one order; the tests move it as Gelato's printer would. */
interface GelatoOrderState {
  fulfillmentStatus: string;
  trackingCode?: string;
}

/**
 * A stand-in for Gelato's Order API v4 on a local port: `POST /v4/orders` takes the order under
 * `g-<orderReferenceId>`, `GET /v4/orders/{id}` answers its state in Gelato's shape (tracking codes on the
 * shipment's packages), and a wrong key gets 401 as from Gelato.
 */
function fakeGelato(state: GelatoOrderState, reads: string[]): Server {
  const orders = new Set<string>();
  return createServer((request, response) => {
    void (async () => {
      const raw = await text(request);
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers['x-api-key'] !== API_KEY) return json(401, { message: 'Unauthorized' });
      const path = request.url ?? '/';
      if (request.method === 'POST' && path === '/v4/orders') {
        const id = `g-${(JSON.parse(raw) as { orderReferenceId: string }).orderReferenceId}`;
        orders.add(id);
        return json(201, { id, fulfillmentStatus: 'created' });
      }
      const id = decodeURIComponent(path.replace('/v4/orders/', ''));
      if (request.method === 'GET' && path.startsWith('/v4/orders/') && orders.has(id)) {
        reads.push(id);
        if (state.fulfillmentStatus === 'broken') return json(500, { message: 'Internal error' });
        return json(200, {
          id,
          fulfillmentStatus: state.fulfillmentStatus,
          shipment: {
            shipmentMethodName: 'PostNord MyPack',
            packages: state.trackingCode ? [{ id: 'p1', trackingCode: state.trackingCode }] : [],
          },
        });
      }
      return json(404, { message: 'Not found' });
    })();
  });
}

describe('the Gelato webhook (decisions.md §6): printed and shipped, once, with the owner mailed', () => {
  let app: App;
  let cookie: string;
  let orderId: string;
  let gelato: Server;
  const gelatoSays: GelatoOrderState = { fulfillmentStatus: 'passed' };
  const gelatoReads: string[] = [];

  beforeAll(async () => {
    gelato = fakeGelato(gelatoSays, gelatoReads);
    await new Promise<void>((resolve) => gelato.listen(0, '127.0.0.1', resolve));
    app = await buildTestApp({
      env: {
        BRAND: 'wedding',
        PRINT_PARTNER: 'gelato',
        GELATO_API_KEY: API_KEY,
        GELATO_CARD_PRODUCT_UID: 'cards_pf_a6_pt_300-gsm-matte_cl_4-4',
        GELATO_WEBHOOK_SECRET: SECRET,
      },
    });
    // The real adapter, talking plain HTTP to the stand-in (the config only lets https through).
    app.printing.partner = new GelatoPrintPartner({
      apiUrl: `http://127.0.0.1:${(gelato.address() as AddressInfo).port}`,
      apiKey: API_KEY,
      cardProductUid: 'cards_pf_a6_pt_300-gsm-matte_cl_4-4',
      envelopeProductUids: { standard: 'env-standard', premium: 'env-premium' },
      shipmentMethodUid: undefined,
      market: 'se',
    });
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
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => gelato.close(resolve));
  });

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

  it('ignores an event naming another Gelato order than the one handed over, without asking Gelato', async () => {
    const forged = { ...statusEvent('shipped', 'FORGED1'), orderId: 'g-someone-else' };
    expect((await postJson(app, HOOK, forged)).statusCode).toBe(200);
    expect((await readOrder()).status).toBe('in_production');
    expect(gelatoReads).toEqual([]);
  });

  it("does not believe a forged body: Gelato's own answer decides", async () => {
    // Someone who learnt the URL claims the order shipped; Gelato says it is still in production.
    gelatoSays.fulfillmentStatus = 'in_production';
    expect((await postJson(app, HOOK, statusEvent('shipped', 'FORGED1'))).statusCode).toBe(200);
    const forgedCode = {
      event: 'order_item_tracking_code_updated',
      orderId: `g-${orderId}`,
      orderReferenceId: orderId,
      trackingCode: 'FORGED2',
    };
    expect((await postJson(app, HOOK, forgedCode)).statusCode).toBe(200);
    expect(gelatoReads).toEqual([`g-${orderId}`, `g-${orderId}`]);
    const order = await readOrder();
    expect(order.status).toBe('in_production');
    expect(order.trackingNumber ?? null).toBeNull();
    expect(await shippedMails()).toHaveLength(0);
  });

  it('answers 503 when Gelato cannot be asked, so Gelato retries, and changes nothing', async () => {
    gelatoSays.fulfillmentStatus = 'broken';
    expectErrorResponse(await postJson(app, HOOK, statusEvent('shipped', 'FORGED3')), 503);
    expect((await readOrder()).status).toBe('in_production');
  });

  it("applies printed, then shipped with Gelato's tracking code exactly once, mailing the owner once", async () => {
    gelatoSays.fulfillmentStatus = 'printed';
    // The body may say anything; what Gelato answers is applied.
    expect((await postJson(app, HOOK, statusEvent('delivered', 'FORGED4'))).statusCode).toBe(200);
    expect((await readOrder()).status).toBe('printed');
    // Shipped before the code is known stays printed; the code's own event ships it.
    gelatoSays.fulfillmentStatus = 'shipped';
    expect((await postJson(app, HOOK, statusEvent('shipped'))).statusCode).toBe(200);
    expect((await readOrder()).status).toBe('printed');
    expect(await shippedMails()).toHaveLength(0);

    gelatoSays.trackingCode = 'PN123456789SE';
    const tracking = {
      event: 'order_item_tracking_code_updated',
      orderId: `g-${orderId}`,
      orderReferenceId: orderId,
      itemReferenceId: `${orderId}-cards`,
      trackingCode: 'FORGED5',
      trackingUrl: 'https://tracking.example/FORGED5',
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
