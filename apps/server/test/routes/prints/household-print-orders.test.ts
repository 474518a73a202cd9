import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardPaymentSessionSchema,
  defaultPrintContent,
  householdsResponseSchema,
  orderSchema,
  SIMULATED_CARD_NUMBERS,
  PRINT_PROGRAMME_PLACEHOLDER,
  type HouseholdCard,
  type HouseholdInput,
} from '@eventsite/core';
import type { App } from '../../../src/app';
import { orders } from '../../../src/db/schema';
import { handOverPaidOrders } from '../../../src/print-partner/hand-over-paid-order';
import { chromiumPdfRenderer } from '../../../src/prints/print-pdf-renderer';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { confirmSimulatedCard } from '../../helpers/payments';
import { pdfQrCodes } from '../../helpers/pdf-qr-codes';
import { createPrint, printDraft, SWEDISH_ADDRESS } from '../../helpers/prints';
import { createSite, publishSite, siteDraft } from '../../helpers/sites';
import { printOrderDepsOf } from '../../../src/print-partner/print-order-deps';

const HOST = 'ek-och-berg.brollopssidan.se';

/** Twelve households, every third in English. */
const HOUSEHOLDS: HouseholdInput[] = Array.from({ length: 12 }, (_, index) => ({
  name: `Familjen Nummer ${index + 1}`,
  members: [`Gäst ${index + 1}`],
  mail: '',
  phone: '',
  language: index % 3 === 0 ? 'en' : 'sv',
  tags: [],
  events: null,
}));

/** The site's programme (issue 34): a ceremony for everyone, a dinner by invitation. */
const PROGRAMME = {
  id: 'programme',
  siteModuleType: 'Schedule',
  title: { sv: 'Program' },
  events: [
    { id: 'ceremony', title: { sv: 'Vigsel' }, startsAt: '2031-06-14T15:00' },
    { id: 'dinner', title: { sv: 'Middag' }, startsAt: '2031-06-14T18:00', openToAll: false },
  ],
};

/** The text of one page of a PDF, as a printer's proof shows it. */
function pdfPageText(pdf: Buffer, page: number): string {
  return spawnSync('pdftotext', ['-f', String(page), '-l', String(page), '-', '-'], {
    input: pdf,
  }).stdout.toString();
}

describe('print orders with a personal QR per household (issue 21 item 5)', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let other: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  let printId: string;
  beforeAll(async () => {
    app = await buildTestApp({ env: { BRAND: 'wedding' } });
    owner = await registerAccount(app);
    other = await registerAccount(app);
    const draft = siteDraft();
    siteId = await createSite(app, owner.cookie, {
      ...draft,
      siteModules: [...(draft.siteModules ?? []), PROGRAMME],
    });
    await publishSite(app, siteId, HOST);
    await app.repositories.households.addMany(siteId, HOUSEHOLDS, 1000, app.now());
    printId = await createPrint(app, owner.cookie, printDraft(siteId, 'GENESIS'));
  }, 180_000);
  afterAll(() => app.close());

  const orderBody = (extra: Record<string, unknown> = {}) => ({
    print: printId,
    site: siteId,
    quantity: 20,
    envelopes: 'none',
    shipmentMethodUid: 'postnord-mypack-collect',
    shipmentMethodName: 'PostNord MyPack Collect',
    shippingAddress: SWEDISH_ADDRESS,
    householdQr: true,
    ...extra,
  });
  const create = (body: unknown, cookie = owner.cookie) => postJson(app, '/api/orders', body, { cookie });
  /** Pays an order and lets housekeeping hand it to the printer; its PDF as the printer gets it. */
  const payAndPrint = async (orderId: string): Promise<Buffer> => {
    const started = await postJson(
      app,
      `/api/orders/${orderId}/payment/stripe`,
      {},
      { cookie: owner.cookie },
    );
    const session = cardPaymentSessionSchema.parse(started.json());
    app.printing.pdf = chromiumPdfRenderer(app.config.chromiumPath);
    await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.succeeds);
    await app.printing.settled();
    await handOverPaidOrders(printOrderDepsOf(app));
    const pdf = await app.inject({ url: `/dev/prints/orders/${orderId}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    return pdf.rawPayload;
  };
  const households = async () =>
    householdsResponseSchema.parse(
      (
        await app.inject({ url: `/api/sites/${siteId}/households`, headers: { cookie: owner.cookie } })
      ).json(),
    ).households;

  it('is the owner’s alone', async () => {
    expectErrorResponse(await create(orderBody(), ''), 403);
    expectErrorResponse(await create(orderBody(), other.cookie), 403);
  });

  it('takes the households rounded up to tens as the quantity, priced by the usual rules; any other is refused', async () => {
    for (const quantity of [10, 30]) {
      expectErrorResponse(await create(orderBody({ quantity })), 409);
    }
    const created = await create(orderBody({ totalInclVat: 1 }));
    expect(created.statusCode, created.body).toBe(201);
    const order = orderSchema.parse(
      (
        await app.inject({
          url: `/api/orders/${created.json<{ _id: string }>()._id}`,
          headers: { cookie: owner.cookie },
        })
      ).json(),
    );
    expect(order).toMatchObject({ quantity: 20, householdCards: 12, totalInclVat: 20 * 1500 + 9500 });
  });

  it('is refused for a site without a published address, and for a card whose QR code is hidden', async () => {
    const bare = await createSite(app, other.cookie);
    await app.repositories.households.addMany(bare, HOUSEHOLDS.slice(0, 3), 1000, app.now());
    const barePrint = await createPrint(app, other.cookie, printDraft(bare, 'GENESIS'));
    expectErrorResponse(
      await create(orderBody({ site: bare, print: barePrint, quantity: 10 }), other.cookie),
      409,
    );

    const draft = printDraft(siteId, 'GENESIS');
    const hidden = await createPrint(app, owner.cookie, {
      ...draft,
      content: draft.content.map((item) =>
        item.contentType === 'qr' ? { ...item, properties: { ...item.properties, hidden: true } } : item,
      ),
    });
    expectErrorResponse(await create(orderBody({ print: hidden })), 409);
  });

  it('prints one card per household with its own link and name, then the spares as designed; a later new link does not change it', async () => {
    const created = await create(orderBody());
    const orderId = created.json<{ _id: string }>()._id;
    const before = await households();
    // The link is fixed when the order is made: regenerating a token afterwards does not reach the printer.
    const first = before[0];
    if (!first) throw new Error('no households');
    await postJson(app, `/api/sites/${siteId}/households/${first._id}/token`, {}, { cookie: owner.cookie });

    const pdf = await payAndPrint(orderId);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('in_production');
    const document = await PDFDocument.load(pdf);
    // 12 households and 8 spares, each a front and a back.
    expect(document.getPageCount()).toBe(2 * 20);

    const codes = await pdfQrCodes(pdf);
    const expected = before.map(
      (household) =>
        `http://${HOST}:${new URL(app.config.publicUrl).port}/${household.language}?g=${household.token}`,
    );
    expect(codes.filter((_, page) => page % 2 === 0)).toEqual(Array<null>(20).fill(null));
    expect(codes.filter((_, page) => page % 2 === 1)).toEqual([
      ...expected,
      ...Array<string>(8).fill('https://anna-och-erik.brollopssidan.se'),
    ]);
    expect(expected[0]).toMatch(/\/en\?g=[A-Za-z0-9_-]{24}$/);
    // Each household's name is on its own card's back, and not on a spare's.
    expect(pdfPageText(pdf, 2)).toContain('Familjen Nummer 1');
    expect(pdfPageText(pdf, 24)).toContain('Familjen Nummer 12');
    expect(pdfPageText(pdf, 26)).not.toContain('Familjen');

    // The guest list marks the households whose current link is printed; the first has a new one already.
    const after = await households();
    expect(after.map((household) => household.onPrintedCard)).toEqual([
      false,
      ...Array<boolean>(11).fill(true),
    ]);
    expect(expected[1]).toMatch(/\/sv\?g=/);
  }, 180_000);

  it('prints a thank-you card once per household, each with its name over the thank-you (issue 37 item 4)', async () => {
    const thankYouPrint = await createPrint(app, owner.cookie, {
      ...printDraft(siteId, 'PHOTO_CLEAN'),
      purpose: 'thankYou',
      content: defaultPrintContent('PHOTO_CLEAN', {
        language: 'sv',
        qrUrl: 'https://anna-och-erik.brollopssidan.se',
        purpose: 'thankYou',
      }),
    });
    const created = await create(orderBody({ print: thankYouPrint }));
    expect(created.statusCode, created.body).toBe(201);
    const pdf = await payAndPrint(created.json<{ _id: string }>()._id);
    const back = pdfPageText(pdf, 2);
    expect(back).toContain('Familjen Nummer 1');
    expect(back).toContain('Tack för att ni firade med');
    expect(pdfPageText(pdf, 24)).toContain('Familjen Nummer 12');
  }, 180_000);

  it("prints each household's own programme where the card's text asks for it (issue 34 item 6)", async () => {
    const draft = printDraft(siteId, 'GENESIS');
    const programmePrint = await createPrint(app, owner.cookie, {
      ...draft,
      content: draft.content.map((item) =>
        item.position === 'textAtQR' && item.contentType === 'text'
          ? { ...item, properties: { text: `Välkomna!\n${PRINT_PROGRAMME_PLACEHOLDER}` } }
          : item,
      ),
    });
    const created = await create(orderBody({ print: programmePrint }));
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json<{ _id: string }>()._id;
    // The first household is invited to the ceremony only, the second to everything. The order keeps each
    // household's invitation from the guest list; set here on the order itself, so this test reads the
    // print path alone (the guest list's own column is the households' side of issue 34).
    const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    const cards: HouseholdCard[] = (row?.householdCards ?? []).map((card, index) => ({
      ...card,
      events: index === 0 ? ['ceremony'] : null,
    }));
    await app.db.update(orders).set({ householdCards: cards }).where(eq(orders.id, orderId));

    const pdf = await payAndPrint(orderId);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(2 * 20);
    const ceremonyOnly = pdfPageText(pdf, 2);
    expect(ceremonyOnly).toContain('Familjen Nummer 1');
    expect(ceremonyOnly).toContain('15.00 Vigsel');
    expect(ceremonyOnly).not.toContain('Middag');
    expect(ceremonyOnly).not.toContain(PRINT_PROGRAMME_PLACEHOLDER);
    const everything = pdfPageText(pdf, 4);
    expect(everything).toContain('Familjen Nummer 2');
    expect(everything).toMatch(/15\.00 Vigsel\s+18\.00 Middag/);
    // A spare card, for a guest added later, lists what a guest without a link sees: the open events.
    const spare = pdfPageText(pdf, 26);
    expect(spare).toContain('15.00 Vigsel');
    expect(spare).not.toContain('Middag');
  }, 180_000);
});
