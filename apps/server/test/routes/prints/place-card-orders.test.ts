import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardPaymentSessionSchema,
  orderSchema,
  SIMULATED_CARD_NUMBERS,
  type SeatingPlan,
} from '@eventsite/core';
import type { App } from '../../../src/app';
import { handOverPaidOrders } from '../../../src/print-partner/hand-over-paid-order';
import { printOrderDepsOf } from '../../../src/print-partner/print-order-deps';
import { chromiumPdfRenderer, type PrintPdfRenderer } from '../../../src/prints/print-pdf-renderer';
import placeCardOrderRoutes from '../../../src/routes/owner/place-card-orders';
import { requireOwner } from '../../../src/routes/owner/require-owner';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { confirmSimulatedCard } from '../../helpers/payments';
import { SWEDISH_ADDRESS } from '../../helpers/prints';
import { seatingPlanFixture } from '../../helpers/seating-plans';
import { createSite } from '../../helpers/sites';

const run = promisify(execFile);
/** PDF points per millimetre; Chromium rounds a page to whole CSS pixels, so allow half a millimetre. */
const MM = 72 / 25.4;

/** The routes as `routes/owner/index.ts` registers them, with a loader that serves `plan()`. */
async function withLoadedRoutes(app: App, plan: () => SeatingPlan) {
  await app.register(async (owned) => {
    owned.addHook('onRequest', requireOwner(owned));
    await owned.register(placeCardOrderRoutes, {
      prefix: '/loaded/api/sites',
      loadPlan: () => Promise.resolve(plan()),
    });
  });
}

describe('printed place cards (issue 35 item 2): ordered like the invitations in the wedding brand', () => {
  let app: App;
  let owner: string;
  let other: string;
  let siteId: string;
  let dir: string;
  // Three tables of four: twelve seated guests, so twenty cards.
  let plan = seatingPlanFixture(3, 4);
  const rendered: string[] = [];
  const stand: PrintPdfRenderer = {
    render: (html) => {
      rendered.push(html);
      return Promise.resolve(Buffer.from('%PDF-1.4 stand-in'));
    },
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'place-card-orders-'));
    app = await buildTestApp({ env: { BRAND: 'wedding' } });
    await withLoadedRoutes(app, () => plan);
    owner = (await registerAccount(app)).cookie;
    other = (await registerAccount(app)).cookie;
    siteId = await createSite(app, owner);
    app.printing.pdf = stand;
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const url = (rest = '') => `/loaded/api/sites/${siteId}/seating/place-card-orders${rest}`;
  const orderBody = (extra: Record<string, unknown> = {}) => ({
    format: 'folded',
    quantity: 20,
    shipmentMethodUid: 'postnord-mypack-collect',
    shipmentMethodName: 'PostNord MyPack Collect',
    shippingAddress: SWEDISH_ADDRESS,
    ...extra,
  });
  const readOrder = async (orderId: string) =>
    orderSchema.parse(
      (await app.inject({ url: `/api/orders/${orderId}`, headers: { cookie: owner } })).json(),
    );

  it('is the owner’s alone', async () => {
    expectErrorResponse(await postJson(app, url(), orderBody()), 403);
    expectErrorResponse(await postJson(app, url(), orderBody(), { cookie: other }), 403, 'NOT_SITE_OWNER');
    expectErrorResponse(
      await postJson(app, url('/shipmentMethods'), { shippingAddress: SWEDISH_ADDRESS }, { cookie: other }),
      403,
      'NOT_SITE_OWNER',
    );
  });

  it('offers the carriers’ methods for the address, cheapest first', async () => {
    const response = await postJson(
      app,
      url('/shipmentMethods'),
      { shippingAddress: SWEDISH_ADDRESS },
      { cookie: owner },
    );
    expect(response.statusCode, response.body).toBe(200);
    const methods = response.json<{ shipmentMethods: { price: number }[] }>().shipmentMethods;
    expect(methods[0]?.price).toBe(9500);
  });

  it('refuses a plan where nobody is seated, and a quantity the plan no longer has', async () => {
    const seated = plan;
    plan = { ...seated, tables: seated.tables.map((table) => ({ ...table, places: [] })) };
    expectErrorResponse(
      await postJson(app, url(), orderBody({ quantity: 10 }), { cookie: owner }),
      404,
      'SEATING_PLAN_EMPTY',
    );
    plan = seated;
    expectErrorResponse(
      await postJson(app, url(), orderBody({ quantity: 10 }), { cookie: owner }),
      409,
      'PLACE_CARDS_QUANTITY_CHANGED',
    );
  });

  it('prices the cards on the server and freezes the plan’s names and tables in the order', async () => {
    const created = await postJson(app, url(), orderBody({ totalInclVat: 1 }), { cookie: owner });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json<{ _id: string }>()._id;
    const order = await readOrder(orderId);
    // 20 × 8 kr + 95 kr = 255 kr.
    expect(order).toMatchObject({
      items: [{ title: 'Placeringskort, vikta A6, 20 st', priceInclVat: 16000 }],
      shipment: { priceInclVat: 9500 },
      totalInclVat: 25500,
      quantity: 20,
      placeCards: { format: 'folded', named: 12 },
      paid: false,
    });
    const frozen = (await app.repositories.orders.find(orderId))?.placeCards;
    expect(frozen?.cards).toHaveLength(12);
    expect(frozen?.cards[0]).toEqual({ name: plan.guests[0]?.member, table: '1', diets: [] });

    // A later change of the plan changes nothing in the order.
    const before = plan;
    plan = { ...before, tables: before.tables.map((table) => ({ ...table, name: `${table.name}0` })) };
    expect((await app.repositories.orders.find(orderId))?.placeCards).toEqual(frozen);
    plan = before;
  });

  it('keeps the diet answers only when the owner asks for the mark', async () => {
    const created = await postJson(app, url(), orderBody({ diets: true, format: 'flat' }), {
      cookie: owner,
    });
    const frozen = (await app.repositories.orders.find(created.json<{ _id: string }>()._id))?.placeCards;
    expect(frozen?.format).toBe('flat');
    expect(frozen?.cards[0]?.diets).toEqual(['Vegetarisk', 'Nötallergi']);
  });

  it('once paid, sends the printer a PDF of 20 flat cards at 90 × 55 mm plus 3 mm bleed, the names on them', async () => {
    const created = await postJson(app, url(), orderBody({ format: 'flat' }), { cookie: owner });
    const orderId = created.json<{ _id: string }>()._id;
    const later = plan;
    plan = { ...later, tables: later.tables.slice(0, 1) };
    app.printing.pdf = chromiumPdfRenderer(app.config.chromiumPath);
    try {
      const started = await postJson(app, `/api/orders/${orderId}/payment/stripe`, {}, { cookie: owner });
      const session = cardPaymentSessionSchema.parse(started.json());
      await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.succeeds);
      await app.printing.settled();
      await handOverPaidOrders(printOrderDepsOf(app));
    } finally {
      app.printing.pdf = stand;
      plan = later;
    }
    expect((await readOrder(orderId)).status).toBe('in_production');
    const mails = await app.mail.outbox.listNewestFirst(100);
    expect(
      mails.some(
        (mail) =>
          mail.subject === 'Tack för din beställning av placeringskort' &&
          mail.text.includes('Placeringskort, platta 90 × 55 mm, 20 st'),
      ),
    ).toBe(true);

    const pdf = await app.inject({ url: `/dev/prints/orders/${orderId}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getPageCount()).toBe(20);
    for (const page of document.getPages()) {
      const { width, height } = page.getSize();
      expect(Math.abs(width / MM - 96)).toBeLessThan(0.5);
      expect(Math.abs(height / MM - 61)).toBeLessThan(0.5);
    }
    const file = join(dir, 'place-cards.pdf');
    await writeFile(file, pdf.rawPayload);
    const { stdout: text } = await run('pdftotext', [file, '-']);
    // The names of the plan when ordered, all twelve, though the plan has since lost two tables.
    for (const guest of plan.guests) expect(text).toContain(guest.member);
    const simulator = await app.inject({ url: '/dev/prints' });
    expect(simulator.body).toContain('20 placeringskort');
  }, 120_000);
});

describe('printed place cards outside the wedding brand', () => {
  let app: App;
  afterAll(() => app.close());

  it('are refused with a clear error: they are downloaded and printed at home', async () => {
    app = await buildTestApp({ env: { BRAND: 'party' } });
    await withLoadedRoutes(app, () => seatingPlanFixture(1, 4));
    const owner = (await registerAccount(app)).cookie;
    const siteId = await createSite(app, owner);
    const response = await postJson(
      app,
      `/loaded/api/sites/${siteId}/seating/place-card-orders`,
      {
        quantity: 10,
        shipmentMethodUid: 'postnord-mypack-collect',
        shipmentMethodName: 'PostNord MyPack Collect',
        shippingAddress: SWEDISH_ADDRESS,
      },
      { cookie: owner },
    );
    expectErrorResponse(response, 403, 'PLACE_CARDS_NOT_OFFERED');
    expect(response.json<{ errorDescription: { sv: string } }>().errorDescription.sv).toContain(
      'bröllopssidor',
    );
  }, 60_000);
});
