import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFDict } from 'pdf-lib';
import { cardPaymentSessionSchema, orderSchema, SIMULATED_CARD_NUMBERS, type Order } from '@eventsite/core';
import type { App } from '../../../src/app';
import { handOverPaidOrders } from '../../../src/print-partner/hand-over-paid-order';
import { SimulatedCarrier } from '../../../src/print-partner/simulated-carrier';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { confirmSimulatedCard } from '../../helpers/payments';
import { createPrint, printDraft, SWEDISH_ADDRESS } from '../../helpers/prints';
import { createSite } from '../../helpers/sites';
import { printOrderDepsOf } from '../../../src/print-partner/print-order-deps';

/** 111 × 154 mm in PDF points; Chromium rounds a page to whole CSS pixels, so allow half a millimetre. */
const MM = 72 / 25.4;

describe('print orders (002 §3, §7, §9): priced by the server, paid once, printed and shipped', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let other: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  let printId: string;
  const rendered: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp({ env: { BRAND: 'wedding' } });
    owner = await registerAccount(app);
    other = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
    await createSite(app, other.cookie);
    printId = await createPrint(app, owner.cookie, { ...printDraft(siteId, 'PHOTO_CLEAN'), trim: 'rounded' });
    // The order flow's PDFs come from a stand-in; the real Chromium PDF has its own test below.
    app.printing.pdf = {
      render: async (html) => {
        rendered.push(html);
        return Buffer.from('%PDF-1.4 stand-in');
      },
    };
  }, 180_000);
  afterAll(() => app.close());

  const get = (url: string, cookie = owner.cookie) => app.inject({ url, headers: { cookie } });
  const quote = (body: unknown, cookie = owner.cookie) =>
    postJson(app, '/api/orders/shipmentMethods', body, { cookie });
  const orderBody = (extra: Record<string, unknown> = {}) => ({
    print: printId,
    site: siteId,
    quantity: 20,
    envelopes: 'premium',
    shipmentMethodUid: 'postnord-mypack-collect',
    shipmentMethodName: 'PostNord MyPack Collect',
    shippingAddress: SWEDISH_ADDRESS,
    ...extra,
  });
  const readOrder = async (orderId: string): Promise<Order> =>
    orderSchema.parse((await get(`/api/orders/${orderId}`)).json());
  const mailsTo = async (to: string) =>
    (await app.mail.outbox.listNewestFirst(100)).filter((mail) => mail.to === to);

  it('offers the Swedish carriers cheapest first, the cheapest at the fixed 95 kr', async () => {
    const response = await quote({
      shippingAddress: SWEDISH_ADDRESS,
      print: printId,
      quantity: 10,
      envelopes: 'standard',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { shipmentMethods } = response.json<{
      shipmentMethods: { name: string; price: number; type: string }[];
    }>();
    expect(shipmentMethods[0]).toMatchObject({
      name: 'PostNord MyPack Collect',
      price: 9500,
      type: 'pick_up',
    });
    expect(shipmentMethods.map((method) => method.name)).toEqual([
      'PostNord MyPack Collect',
      'Instabox Paketskåp',
      'Budbee Hemleverans',
      'DHL Express',
    ]);
    expect(shipmentMethods.map((method) => method.price)).toEqual(
      [...shipmentMethods.map((m) => m.price)].sort((a, b) => a - b),
    );
  });

  it('refuses a Danish address in Sweden, and other owners’ prints', async () => {
    const danish = { ...SWEDISH_ADDRESS, postCode: '2100', phone: '+4520123456' };
    expectErrorResponse(
      await quote({ shippingAddress: danish, print: printId, quantity: 10, envelopes: 'none' }),
      400,
    );
    expectErrorResponse(
      await quote(
        { shippingAddress: SWEDISH_ADDRESS, print: printId, quantity: 10, envelopes: 'none' },
        other.cookie,
      ),
      403,
    );
  });

  it('passes unknown carriers and delivery types on raw', async () => {
    const carrier = app.printing.carrier;
    app.printing.carrier = new SimulatedCarrier([
      {
        name: 'Bring Hemleverans',
        type: 'drone',
        price: 9900,
        minDeliveryDays: 1,
        maxDeliveryDays: 2,
        shipmentMethodUid: 'bring',
      },
    ]);
    try {
      const response = await quote({
        shippingAddress: SWEDISH_ADDRESS,
        print: printId,
        quantity: 10,
        envelopes: 'none',
      });
      expect(
        response.json<{ shipmentMethods: { name: string; type: string }[] }>().shipmentMethods,
      ).toContainEqual(expect.objectContaining({ name: 'Bring Hemleverans', type: 'drone' }));
    } finally {
      app.printing.carrier = carrier;
    }
  });

  it('prices an order on the server from the print’s trim and the carrier’s price, ignoring client totals', async () => {
    const created = await postJson(
      app,
      '/api/orders',
      {
        ...orderBody({ shipmentMethodUid: 'dhl-express', shipmentMethodName: 'DHL Express' }),
        totalInclVat: 100,
        priceInclVat: 1,
      },
      { cookie: owner.cookie },
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = await readOrder(created.json<{ _id: string }>()._id);
    // (15 + 5 premium + 2 rounded) kr × 20 = 440 kr; DHL Express 95 + 120 = 215 kr.
    expect(order).toMatchObject({
      items: [{ title: 'Inbjudningskort A6, 20 st', print: printId, priceInclVat: 44000 }],
      shipment: { priceInclVat: 21500 },
      totalInclVat: 65500,
      totalVat: 13100,
      paid: false,
      status: 'awaiting_payment',
      quantity: 20,
      envelopes: 'premium',
      roundedCorners: true,
      shippingAddress: { ...SWEDISH_ADDRESS, postCode: '411 01', phone: '+46701234567' },
    });
  });

  it('names a thank-you card’s order line and receipt after it (issue 37 item 4)', async () => {
    const thankYouId = await createPrint(app, owner.cookie, {
      ...printDraft(siteId, 'PHOTO_CLEAN'),
      purpose: 'thankYou',
    });
    const created = await postJson(app, '/api/orders', orderBody({ print: thankYouId }), {
      cookie: owner.cookie,
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json<{ _id: string }>()._id;
    const order = await readOrder(orderId);
    expect(order.items[0]?.title).toBe('Tackkort A6, 20 st');

    // Paid, its receipt names thank-you cards too.
    const started = await postJson(
      app,
      `/api/orders/${orderId}/payment/stripe`,
      {},
      { cookie: owner.cookie },
    );
    const session = cardPaymentSessionSchema.parse(started.json());
    await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.succeeds);
    await app.printing.settled();
    const receipt = (await mailsTo(SWEDISH_ADDRESS.email)).find(
      (mail) => mail.subject === 'Tack för din beställning av tackkort',
    );
    expect(receipt?.text.replaceAll('\u00a0', ' ')).toContain('Tackkort A6, 20 st: 400 kr');
  });

  it('refuses an unknown shipment method, a print of another site, and other owners', async () => {
    expectErrorResponse(
      await postJson(app, '/api/orders', orderBody({ shipmentMethodUid: 'teleport' }), {
        cookie: owner.cookie,
      }),
      409,
    );
    expectErrorResponse(await postJson(app, '/api/orders', orderBody(), { cookie: other.cookie }), 403);
    expectErrorResponse(await postJson(app, '/api/orders', orderBody()), 403);
    expectErrorResponse(
      await postJson(app, '/api/orders', orderBody({ quantity: 15 }), { cookie: owner.cookie }),
      400,
    );
    expectErrorResponse(await get(`/api/sites/${siteId}/orders`, other.cookie), 403);
  });

  it('takes effect once when paid: one confirmation mail, handed to the printer once, then printed and shipped with a mail', async () => {
    const created = await postJson(app, '/api/orders', orderBody(), { cookie: owner.cookie });
    const orderId = created.json<{ _id: string }>()._id;
    expect((await readOrder(orderId)).totalInclVat).toBe(44000 + 9500);

    const started = await postJson(
      app,
      `/api/orders/${orderId}/payment/stripe`,
      {},
      { cookie: owner.cookie },
    );
    const session = cardPaymentSessionSchema.parse(started.json());
    const mailsBefore = (await mailsTo(SWEDISH_ADDRESS.email)).length;
    await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.succeeds);
    // A repeated confirmation, and the client's poll, change nothing more.
    await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.succeeds);
    await get(`/api/orders/${orderId}/payment/stripe/${session.reference}`);
    await app.printing.settled();
    expect(await handOverPaidOrders(printOrderDepsOf(app))).toBe(0);

    const confirmations = (await mailsTo(SWEDISH_ADDRESS.email)).slice(0, -mailsBefore || undefined);
    expect(
      confirmations.filter((mail) => mail.subject === 'Tack för din beställning av inbjudningskort'),
    ).toHaveLength(1);
    // Amounts are formatted the Swedish way, with non-breaking spaces.
    const confirmation = confirmations[0]?.text.replaceAll('\u00a0', ' ');
    expect(confirmation).toContain('Inbjudningskort A6, 20 st: 440 kr');
    expect(confirmation).toContain('Totalt: 535 kr (varav moms 107 kr)');

    expect(rendered.filter((html) => html.includes('Vi gifter oss!')).length).toBeGreaterThanOrEqual(1);
    let order = await readOrder(orderId);
    expect(order).toMatchObject({ paid: true, status: 'in_production', paymentReference: session.reference });
    expect(order.shipmentMethod?.name).toBe('PostNord MyPack Collect');

    const page = await app.inject({ url: '/dev/prints' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-order-id="${orderId}"`);
    expect(page.body).toContain(`/dev/prints/orders/${orderId}/pdf`);
    const pdf = await app.inject({ url: `/dev/prints/orders/${orderId}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const advance = (step: string) => postJson(app, `/dev/prints/orders/${orderId}/${step}`, {});
    expectErrorResponse(await postJson(app, `/dev/prints/orders/${orderId}/printed/x`, {}), 404);
    expect((await advance('printed')).json()).toMatchObject({ status: 'printed' });
    expectErrorResponse(await advance('printed'), 409);
    const shipped = await advance('shipped');
    expect(shipped.json<{ status: string; trackingNumber: string }>()).toMatchObject({ status: 'shipped' });
    expectErrorResponse(await advance('shipped'), 409);

    order = await readOrder(orderId);
    expect(order.status).toBe('shipped');
    expect(order.trackingNumber).toMatch(/^SIM\d{14}$/);
    const shippedMails = (await mailsTo(SWEDISH_ADDRESS.email)).filter(
      (mail) => mail.subject === 'Dina inbjudningskort är på väg',
    );
    expect(shippedMails).toHaveLength(1);
    expect(shippedMails[0]?.text).toContain(`Spårningsnummer: ${order.trackingNumber ?? ''}`);

    const list = await get(`/api/sites/${siteId}/orders`);
    expect(list.json<Order[]>().find((entry) => entry._id === orderId)).toMatchObject({ status: 'shipped' });
    expectErrorResponse(
      await postJson(app, `/api/orders/${orderId}/payment/stripe`, {}, { cookie: owner.cookie }),
      409,
    );
  });

  it('renders the print-ready PDF in Chromium: two pages of A6 plus 3 mm bleed, fonts embedded', async () => {
    const { chromiumPdfRenderer } = await import('../../../src/prints/print-pdf-renderer');
    const stand = app.printing.pdf;
    app.printing.pdf = chromiumPdfRenderer(app.config.chromiumPath);
    try {
      const response = await get(`/api/prints/${printId}/pdf`);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const document = await PDFDocument.load(response.rawPayload);
      expect(document.getPageCount()).toBe(2);
      for (const page of document.getPages()) {
        const { width, height } = page.getSize();
        expect(Math.abs(width / MM - 111)).toBeLessThan(0.5);
        expect(Math.abs(height / MM - 154)).toBeLessThan(0.5);
      }
      const fonts = document.context
        .enumerateIndirectObjects()
        .map(([, object]) => object)
        .filter(
          (object): object is PDFDict =>
            object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
        );
      const names = fonts.map((font) => String(font.get(PDFName.of('FontName'))));
      expect(names.some((name) => name.includes('PlayfairDisplay'))).toBe(true);
      expect(names.some((name) => name.includes('Lato'))).toBe(true);
      for (const font of fonts) {
        const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some(
          (key) => font.get(PDFName.of(key)) !== undefined,
        );
        expect(embedded, String(font.get(PDFName.of('FontName')))).toBe(true);
      }
    } finally {
      app.printing.pdf = stand;
    }
  }, 120_000);
});
