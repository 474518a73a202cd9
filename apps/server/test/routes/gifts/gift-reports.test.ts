import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftsResponseSchema, siteSchema } from '@eventsite/core';
import { DEFAULT_WEB_DIST_DIR, type App } from '../../../src/app';
import { gifts, sites } from '../../../src/db/schema';
import { postJson } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { createTestDatabase } from '../../helpers/test-database';
import { expectErrorResponse } from '../../helpers/expect-error';
import { fetchPostKey } from '../guest/guest-site';
import { createGiftSite, PRIVATE_POT, SHOWN_POT } from './gift-site';

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('POST /api/gifts/{siteId}/{potId}', () => {
  const clock = createClock();
  let app: App;
  let site: Awaited<ReturnType<typeof createGiftSite>>;

  const report = (body: object, { potId = SHOWN_POT, siteId = site.siteId } = {}) =>
    postJson(app, `/api/gifts/${siteId}/${potId}`, body);
  const goodKey = () => fetchPostKey(app, clock, 'form-submissions');
  const storedGifts = () => app.db.select().from(gifts).where(eq(gifts.siteId, site.siteId));
  const ownersList = async () => {
    const response = await app.inject({
      url: `/api/sites/${site.siteId}/gifts`,
      headers: { cookie: site.owner.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return giftsResponseSchema.parse(response.json()).gifts;
  };
  const readJson = () => app.inject({ url: `/api/sites/public/host/${site.host}` });
  const readPage = () => app.inject({ url: '/sv', headers: { accept: HTML, host: site.host } });

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, webDistDir: DEFAULT_WEB_DIST_DIR });
    site = await createGiftSite(app);
  });
  afterAll(() => app.close());

  it('stores a report under a good post key for the thank-you list, tied to the personal link’s household', async () => {
    const answer = await report({
      postKey: await goodKey(),
      from: '  Moster Agda ',
      amount: 50000,
      greeting: 'Ha en underbar resa!',
      householdToken: site.household.token,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ invertedSuccess: false });

    const [gift] = await ownersList();
    expect(gift).toMatchObject({
      kind: 'money',
      itemId: SHOWN_POT,
      title: 'Bröllopsresan',
      from: 'Moster Agda',
      householdId: site.household.id,
      householdName: 'Familjen Berg',
      amount: 50000,
      quantity: null,
      greeting: 'Ha en underbar resa!',
      thanked: false,
      note: '',
    });
  });

  it('stores nothing for an unknown, a used or a too young post key, and answers as if it had', async () => {
    const before = (await storedGifts()).length;
    const body = { from: 'Bot', amount: null, greeting: '' };
    expect((await report({ ...body, postKey: 'no-such-key-0123456789abcdef' })).json()).toEqual({
      invertedSuccess: true,
    });
    const used = await goodKey();
    expect((await report({ ...body, from: 'Morfar', postKey: used })).json()).toEqual({
      invertedSuccess: false,
    });
    expect((await report({ ...body, postKey: used })).json()).toEqual({ invertedSuccess: true });
    const young = (await app.inject({ url: '/api/form-submissions/post-key' })).json<{ key: string }>().key;
    expect((await report({ ...body, postKey: young })).json()).toEqual({ invertedSuccess: true });
    const stored = await storedGifts();
    expect(stored).toHaveLength(before + 1);
    expect(stored.map((gift) => gift.from)).not.toContain('Bot');
  });

  it('ignores a personal link that is no longer valid: the gift is stored without a household', async () => {
    const answer = await report({
      postKey: await goodKey(),
      from: 'Kusin Bo',
      amount: 20000,
      greeting: '',
      householdToken: 'no-longer-valid-token-0123456789',
    });
    expect(answer.json()).toEqual({ invertedSuccess: false });
    expect((await ownersList()).find((gift) => gift.from === 'Kusin Bo')).toMatchObject({
      householdId: null,
      householdName: null,
    });
  });

  it('answers 404 for a site, an item that is no pot, or a pot the site does not have, and 400 for bad bodies', async () => {
    const body = { postKey: 'key-0123456789abcdef0123', from: 'Anna', amount: 10000, greeting: '' };
    expectErrorResponse(await report(body, { siteId: 'no-such-site' }), 404, 'NOT_FOUND');
    expectErrorResponse(await report(body, { potId: 'gift-2' }), 404, 'NOT_FOUND');
    expectErrorResponse(await report(body, { potId: 'no-such-pot' }), 404, 'NOT_FOUND');
    expectErrorResponse(await report({ ...body, amount: 50 }), 400);
    expectErrorResponse(await report({ ...body, from: '   ' }), 400);
    expectErrorResponse(await report({ ...body, amount: '100' }), 400);
    expectErrorResponse(await report({ from: 'Anna', amount: null }), 400);
  });

  it('shows guests the sums of the pot that shows its progress, never who gave or what they wrote', async () => {
    await report(
      { postKey: await goodKey(), from: 'Hemliga Hilda', amount: 100000, greeting: 'Hemlig hälsning' },
      { potId: PRIVATE_POT },
    );
    const total = (await storedGifts())
      .filter((gift) => gift.itemId === SHOWN_POT)
      .reduce((sum, gift) => sum + (gift.amountOre ?? 0), 0);
    const count = (await storedGifts()).filter((gift) => gift.itemId === SHOWN_POT).length;

    const json = await readJson();
    expect(json.statusCode, json.body).toBe(200);
    expect(siteSchema.parse(json.json()).giftPotTotals).toEqual([{ potId: SHOWN_POT, amount: total, count }]);
    const page = await readPage();
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain(`"potId":"${SHOWN_POT}","amount":${total},"count":${count}`);
    for (const body of [json.body, page.body]) {
      for (const secret of [
        'Moster Agda',
        'Morfar',
        'Kusin Bo',
        'Hemliga Hilda',
        'underbar',
        'Hemlig hälsning',
      ]) {
        expect(body).not.toContain(secret);
      }
      expect(body).not.toContain(`"potId":"${PRIVATE_POT}"`);
    }

    // The next report shows at once.
    await report({ postKey: await goodKey(), from: 'Farbror Sven', amount: 30000, greeting: '' });
    expect(siteSchema.parse((await readJson()).json()).giftPotTotals).toEqual([
      { potId: SHOWN_POT, amount: total + 30000, count: count + 1 },
    ]);
    expect((await readPage()).body).toContain(`"amount":${total + 30000},"count":${count + 1}`);
  });

  it('keeps the sums out of what the owner saves: a save cannot change them', async () => {
    const read = await app.inject({
      url: `/api/sites/${site.siteId}`,
      headers: { cookie: site.owner.cookie },
    });
    const current = siteSchema.parse(read.json());
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/sites/V2/${site.siteId}`,
      payload: JSON.stringify({ ...current, giftPotTotals: [{ potId: SHOWN_POT, amount: 1, count: 1 }] }),
      headers: { 'content-type': 'application/json', cookie: site.owner.cookie },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(siteSchema.parse(saved.json()).giftPotTotals).toEqual(current.giftPotTotals);
    expect(siteSchema.parse((await readJson()).json()).giftPotTotals).toEqual(current.giftPotTotals);
    const [stored] = await app.db.select({ data: sites.data }).from(sites).where(eq(sites.id, site.siteId));
    expect(stored?.data).not.toHaveProperty('giftPotTotals');
  });
});

describe('the gift report rate limit', () => {
  let app: App;
  afterAll(() => app.close());

  it('refuses more reports from one guest than RATE_LIMIT_GIFT_REPORT allows', async () => {
    app = await buildTestApp({ env: { RATE_LIMIT_GIFT_REPORT: '2/60' } });
    const { siteId } = await createGiftSite(app);
    const body = { postKey: 'key-0123456789abcdef0123', from: 'Anna', amount: null, greeting: '' };
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await postJson(app, `/api/gifts/${siteId}/${SHOWN_POT}`, body)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

/** Two server processes on one PostgreSQL database: the embedded one allows a single process. */
describe.runIf(process.env.DATABASE_URL)('a gift report across processes', () => {
  const clock = createClock();
  let first: App;
  let second: App;
  beforeAll(async () => {
    const database = await createTestDatabase();
    first = await buildTestApp({ database, now: clock.now });
    second = await buildTestApp({ database, now: clock.now });
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("shows on the other process's public site at once", async () => {
    const { host, siteId } = await createGiftSite(first);
    const totals = async () =>
      siteSchema.parse((await first.inject({ url: `/api/sites/public/host/${host}` })).json()).giftPotTotals;
    expect(await totals()).toEqual([]);
    const answer = await postJson(second, `/api/gifts/${siteId}/${SHOWN_POT}`, {
      postKey: await fetchPostKey(second, clock, 'form-submissions'),
      from: 'Farmor',
      amount: 40000,
      greeting: '',
    });
    expect(answer.json()).toEqual({ invertedSuccess: false });
    // The notice crosses the database within milliseconds; well before the one-second re-check.
    const deadline = Date.now() + 500;
    let shown = await totals();
    while (shown.length === 0 && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 20));
      shown = await totals();
    }
    expect(shown).toEqual([{ potId: SHOWN_POT, amount: 40000, count: 1 }]);
  });
});
