import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftSchema, giftsResponseSchema, type Gift } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { putJson } from '../../helpers/sites';
import { fetchPostKey } from '../guest/guest-site';
import { createGiftSite, GROUP_GIFT, SHOWN_POT } from './gift-site';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe("the owner's thank-you list", () => {
  const clock = createClock();
  let app: App;
  let site: Awaited<ReturnType<typeof createGiftSite>>;
  let stranger: Awaited<ReturnType<typeof registerAccount>>;

  const cookie = () => site.owner.cookie;
  const list = async (): Promise<Gift[]> => {
    const response = await app.inject({
      url: `/api/sites/${site.siteId}/gifts`,
      headers: { cookie: cookie() },
    });
    expect(response.statusCode, response.body).toBe(200);
    return giftsResponseSchema.parse(response.json()).gifts;
  };
  const reserve = (itemId: string, body: object, method: 'PUT' | 'DELETE' = 'PUT') =>
    app.inject({
      method,
      url: `/api/gift-registry/${site.siteId}/gifts-1/${itemId}/v2`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  const thank = (giftId: string, body: object, as = cookie()) =>
    putJson(app, `/api/sites/${site.siteId}/gifts/${giftId}`, body, as);
  const remove = (giftId: string, as = cookie()) =>
    app.inject({
      method: 'DELETE',
      url: `/api/sites/${site.siteId}/gifts/${giftId}`,
      payload: '{}',
      headers: { 'content-type': 'application/json', cookie: as },
    });

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    site = await createGiftSite(app);
    stranger = await registerAccount(app);
    await createGiftSite(app);
    const report = await postJson(app, `/api/gifts/${site.siteId}/${SHOWN_POT}`, {
      postKey: await fetchPostKey(app, clock, 'form-submissions'),
      from: 'Moster Agda',
      amount: 50000,
      greeting: 'Grattis!',
    });
    expect(report.json()).toEqual({ invertedSuccess: false });
  });
  afterAll(() => app.close());

  it('lists reservations with who reserved (a stale personal link ignored), and a group gift’s shares at their share price', async () => {
    clock.advance(1000);
    const shares = await reserve(GROUP_GIFT, {
      quantity: 3,
      password: 'berg',
      from: 'Cilla och Dan',
      householdToken: site.household.token,
    });
    expect(shares.statusCode, shares.body).toBe(200);
    clock.advance(1000);
    expect((await reserve('gift-2', { quantity: 2, password: 'anon' })).statusCode).toBe(200);

    clock.advance(1000);
    const stale = await reserve('gift-1', {
      quantity: 1,
      password: 'stale',
      from: 'Kusin Bo',
      householdToken: 'no-longer-valid-token-0123456789',
    });
    expect(stale.statusCode, stale.body).toBe(200);

    const [coffee, plates, grill, money] = await list();
    expect(coffee).toMatchObject({ itemId: 'gift-1', from: 'Kusin Bo', householdId: null, quantity: 1 });
    expect(plates).toMatchObject({
      kind: 'reservation',
      itemId: 'gift-2',
      title: 'Tallrikar',
      from: '',
      householdId: null,
      amount: null,
      quantity: 2,
    });
    expect(grill).toMatchObject({
      kind: 'reservation',
      itemId: GROUP_GIFT,
      title: 'Grillen',
      from: 'Cilla och Dan',
      householdId: site.household.id,
      householdName: 'Familjen Berg',
      amount: 150000,
      quantity: 3,
      thanked: false,
    });
    expect(money).toMatchObject({ kind: 'money', from: 'Moster Agda', amount: 50000, greeting: 'Grattis!' });
  });

  it('ticks any gift as thanked with a note, and keeps it', async () => {
    const gifts = await list();
    for (const gift of gifts) {
      const response = await thank(gift._id, { thanked: true, note: `Kort till ${gift.title}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(giftSchema.parse(response.json())).toEqual({
        ...gift,
        thanked: true,
        note: `Kort till ${gift.title}`,
      });
    }
    expect((await list()).every((gift) => gift.thanked)).toBe(true);
    const [first] = gifts;
    const unticked = await thank(first?._id ?? '', { thanked: false });
    expect(giftSchema.parse(unticked.json())).toMatchObject({ thanked: false, note: '' });
  });

  it('keeps a reservation’s tick while part of it is cancelled, and drops it with the reservation', async () => {
    const grill = (await list()).find((gift) => gift.itemId === GROUP_GIFT);
    expect((await reserve(GROUP_GIFT, { quantity: 1, password: 'berg' }, 'DELETE')).statusCode).toBe(200);
    expect((await list()).find((gift) => gift._id === grill?._id)).toMatchObject({
      quantity: 2,
      amount: 100000,
      thanked: true,
    });
    expect((await reserve(GROUP_GIFT, { quantity: 2, password: 'berg' }, 'DELETE')).statusCode).toBe(200);
    expect((await list()).some((gift) => gift._id === grill?._id)).toBe(false);
    expectErrorResponse(await thank(grill?._id ?? '', { thanked: true }), 404, 'GIFT_NOT_FOUND');
  });

  it('adds gifts by hand and removes only those', async () => {
    const added = await postJson(
      app,
      `/api/sites/${site.siteId}/gifts`,
      { title: 'En vas', from: 'Grannarna', householdId: site.household.id, amount: null },
      { cookie: cookie() },
    );
    expect(added.statusCode, added.body).toBe(201);
    const vase = giftSchema.parse(added.json());
    expect(vase).toMatchObject({
      kind: 'manual',
      itemId: null,
      title: 'En vas',
      from: 'Grannarna',
      householdName: 'Familjen Berg',
      quantity: null,
      thanked: false,
    });
    expect((await list())[0]).toEqual(vase);
    expectErrorResponse(
      await postJson(
        app,
        `/api/sites/${site.siteId}/gifts`,
        { title: 'X', householdId: 'nobody' },
        { cookie: cookie() },
      ),
      404,
      'HOUSEHOLD_NOT_FOUND',
    );
    expectErrorResponse(
      await postJson(app, `/api/sites/${site.siteId}/gifts`, { title: '  ' }, { cookie: cookie() }),
      400,
    );

    const gifts = await list();
    const money = gifts.find((gift) => gift.kind === 'money');
    const reservation = gifts.find((gift) => gift.kind === 'reservation');
    expectErrorResponse(await remove(money?._id ?? ''), 409, 'GIFT_NOT_REMOVABLE');
    expectErrorResponse(await remove(reservation?._id ?? ''), 409, 'GIFT_NOT_REMOVABLE');
    expectErrorResponse(await remove(UNKNOWN_ID), 404, 'GIFT_NOT_FOUND');
    expectErrorResponse(await remove('not-a-uuid'), 404, 'GIFT_NOT_FOUND');
    expect((await remove(vase._id)).statusCode).toBe(204);
    expect((await list()).map((gift) => gift._id)).not.toContain(vase._id);
  });

  it('answers 404 for a gift the site does not have, and 400 for a bad update', async () => {
    expectErrorResponse(await thank(UNKNOWN_ID, { thanked: true }), 404, 'GIFT_NOT_FOUND');
    expectErrorResponse(await thank('not-a-uuid', { thanked: true }), 404, 'GIFT_NOT_FOUND');
    const [gift] = await list();
    expectErrorResponse(await thank(gift?._id ?? '', { thanked: 'yes' }), 400);
    expectErrorResponse(await thank(gift?._id ?? '', { thanked: true, note: 'x'.repeat(1001) }), 400);
  });

  it('downloads as an xlsx headed in the owner’s language', async () => {
    const response = await app.inject({
      url: `/api/sites/${site.siteId}/gifts.xlsx`,
      headers: { cookie: cookie() },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="gifts.xlsx"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload.buffer as ArrayBuffer);
    const sheet = workbook.getWorksheet('Gåvor');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Hushåll',
      'Från',
      'Gåva',
      'Belopp (kr)',
      'Hälsning',
      'Tackat',
      'Anteckning',
    ]);
    const texts = JSON.stringify(sheet?.getSheetValues());
    expect(texts).toContain('Moster Agda');
    expect(texts).toContain('Bröllopsresan');
  });

  it('is the owner’s alone', async () => {
    const [gift] = await list();
    const as = { cookie: stranger.cookie };
    for (const response of [
      await app.inject({ url: `/api/sites/${site.siteId}/gifts` }),
      await app.inject({ url: `/api/sites/${site.siteId}/gifts`, headers: as }),
      await app.inject({ url: `/api/sites/${site.siteId}/gifts.xlsx`, headers: as }),
      await thank(gift?._id ?? '', { thanked: true }, stranger.cookie),
      await postJson(app, `/api/sites/${site.siteId}/gifts`, { title: 'Vas' }, as),
      await remove(gift?._id ?? '', stranger.cookie),
    ]) {
      expectErrorResponse(response, 403);
    }
  });

  it('forgets who gave when the owner erases the household with its answers; the gifts and their amounts stay', async () => {
    await reserve(GROUP_GIFT, {
      quantity: 1,
      password: 'berg',
      from: 'Cilla',
      householdToken: site.household.token,
    });
    await postJson(app, `/api/gifts/${site.siteId}/${SHOWN_POT}`, {
      postKey: await fetchPostKey(app, clock, 'form-submissions'),
      from: 'Dan Berg',
      amount: 20000,
      greeting: 'Från oss båda',
      householdToken: site.household.token,
    });
    const theirs = (await list()).filter((gift) => gift.householdId === site.household.id);
    expect(theirs).toHaveLength(2);

    const erased = await app.inject({
      method: 'DELETE',
      url: `/api/sites/${site.siteId}/households/${site.household.id}?answers=erase`,
      payload: '{}',
      headers: { 'content-type': 'application/json', cookie: cookie() },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await list();
    for (const gift of theirs) {
      expect(after.find((candidate) => candidate._id === gift._id)).toMatchObject({
        from: '',
        greeting: '',
        householdId: null,
        householdName: null,
        amount: gift.amount,
      });
    }
    expect(JSON.stringify(after)).not.toContain('Dan Berg');
    expect(JSON.stringify(after)).not.toContain('Från oss båda');
  });
});
