import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swishQrPayload, type SiteModuleInput } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, publishSite, putJson, siteDraft } from '../../helpers/sites';

/** The realistic site whose registry holds a pot, a group gift of 12 shares à 500 kr and a plain wish. */
function moneyGiftSite(numbers: { swishNumber: string | null; mobilePayNumber: string | null }) {
  const draft = siteDraft();
  const siteModules = (draft.siteModules ?? []).map((module): SiteModuleInput => {
    if (module.siteModuleType !== 'GiftRegistry') return module;
    return {
      ...module,
      ...numbers,
      giftRegistry: [
        {
          id: 'pot-trip',
          title: { sv: 'Bröllopsresan', en: 'Honeymoon' },
          reservable: false,
          quantity: null,
          pot: { suggestedAmounts: [50000], goal: 3000000, showProgress: true },
        },
        { id: 'group-grill', title: { sv: 'Grillen' }, quantity: 12, sharePrice: 50000 },
        { id: 'wish-glass', title: { sv: 'Glas' }, quantity: 3 },
      ],
    };
  });
  return { ...draft, siteModules };
}

async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

async function publishedSite(app: App, numbers: Parameters<typeof moneyGiftSite>[0]) {
  const owner = await registerAccount(app);
  const siteId = await createSite(app, owner.cookie, moneyGiftSite(numbers));
  await publishSite(app, siteId, `gifts-${Date.now()}-${Math.floor(Math.random() * 1e6)}.party.localhost`);
  return { owner, siteId };
}

describe('GET /api/sites/public/{siteId}/gift-pot/{potId}/qr in Sweden', () => {
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  const qr = (path: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/sites/public/${siteId}/gift-pot/${path}`, headers });

  beforeAll(async () => {
    app = await buildTestApp();
    ({ owner, siteId } = await publishedSite(app, { swishNumber: '46701234567', mobilePayNumber: null }));
  });
  afterAll(() => app.close());

  it('answers a PNG whose code is Swish’s prefilled payload: amount, the gift and the giver, lock mask 6', async () => {
    const response = await qr(`pot-trip/qr?amount=50000&from=${encodeURIComponent('Anna Berg')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const text = await decodeQr(response.rawPayload);
    expect(text).toBe('C46701234567;500,00;Br%C3%B6llopsresan%20-%20Anna%20Berg;6');
    expect(text).toBe(
      swishQrPayload({ number: '46701234567', amount: 50000, message: 'Bröllopsresan – Anna Berg' }),
    );
  });

  it('leaves the amount to the guest when none is chosen', async () => {
    const response = await qr('pot-trip/qr');
    expect(await decodeQr(response.rawPayload)).toBe('C46701234567;;Br%C3%B6llopsresan;6');
  });

  it('asks a group gift’s share price unless the guest chose more shares', async () => {
    expect(await decodeQr((await qr('group-grill/qr?from=Per')).rawPayload)).toBe(
      'C46701234567;500,00;Grillen%20-%20Per;6',
    );
    expect(await decodeQr((await qr('group-grill/qr?amount=150000')).rawPayload)).toBe(
      'C46701234567;1500,00;Grillen;6',
    );
  });

  it('answers 404 for an unknown item, a plain wish and an unknown site', async () => {
    expectErrorResponse(await qr('no-such-pot/qr'), 404, 'NOT_FOUND');
    expectErrorResponse(await qr('wish-glass/qr'), 404, 'NOT_FOUND');
    expectErrorResponse(
      await app.inject({ url: '/api/sites/public/no-such-site/gift-pot/pot-trip/qr' }),
      404,
      'NOT_FOUND',
    );
  });

  it('answers 400 for an amount that is no money amount', async () => {
    expectErrorResponse(await qr('pot-trip/qr?amount=50'), 400);
    expectErrorResponse(await qr('pot-trip/qr?amount=abc'), 400);
    expectErrorResponse(await qr('pot-trip/qr?amount=100.5'), 400);
  });

  it('asks for the guest password on a protected site, then draws the code for the logged-in guest', async () => {
    const set = await putJson(app, `/api/sites/${siteId}/password`, { password: 'bröllop' }, owner.cookie);
    expect(set.statusCode).toBe(200);
    expectErrorResponse(await qr('pot-trip/qr'), 401);
    const login = await postJson(app, `/api/sites/public/${siteId}/login`, { password: 'bröllop' });
    const guest = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const response = await qr('pot-trip/qr', { cookie: guest });
    expect(response.statusCode, response.body).toBe(200);
    expect(await decodeQr(response.rawPayload)).toBe('C46701234567;;Br%C3%B6llopsresan;6');
  });

  it('answers 404 when the hosts gave no Swish number', async () => {
    const { siteId: withoutNumber } = await publishedSite(app, {
      swishNumber: null,
      mobilePayNumber: '4512345678',
    });
    expectErrorResponse(
      await app.inject({ url: `/api/sites/public/${withoutNumber}/gift-pot/pot-trip/qr` }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('GET /api/sites/public/{siteId}/gift-pot/{potId}/qr in Denmark', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { MARKET: 'dk' } });
  });
  afterAll(() => app.close());

  it('draws the hosts’ MobilePay number, which MobilePay offers no prefilled link for', async () => {
    const { siteId } = await publishedSite(app, { swishNumber: null, mobilePayNumber: '4512345678' });
    const response = await app.inject({
      url: `/api/sites/public/${siteId}/gift-pot/pot-trip/qr?amount=50000`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await decodeQr(response.rawPayload)).toBe('12345678');
  });

  it('answers 404 when the hosts gave no MobilePay number', async () => {
    const { siteId } = await publishedSite(app, { swishNumber: '46701234567', mobilePayNumber: null });
    expectErrorResponse(
      await app.inject({ url: `/api/sites/public/${siteId}/gift-pot/pot-trip/qr` }),
      404,
      'NOT_FOUND',
    );
  });
});
