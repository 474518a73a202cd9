import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  devMailMessagesResponseSchema,
  receiptSchema,
  SIMULATED_CARD_NUMBERS,
  SIMULATED_CARD_PUBLIC_KEY,
} from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import {
  confirmSimulatedCard,
  isCardPaymentConfirmed,
  payByCard,
  startCardPayment,
} from '../../helpers/payments';
import { createSite, getSite } from '../../helpers/sites';

describe('card payments with the simulated provider', () => {
  const clock = createClock();
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let other: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  let otherSiteId: string;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    owner = await registerAccount(app);
    other = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
    otherSiteId = await createSite(app, other.cookie);
  });
  afterAll(() => app.close());

  it('declines a declined card with its message and confirms nothing', async () => {
    const session = await startCardPayment(app, owner.cookie, siteId, 'subdomain', 'anna.party.localhost');
    expect(session.stripe_public_key).toBe(SIMULATED_CARD_PUBLIC_KEY);
    expect(await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.declined)).toEqual({
      ok: false,
      message: 'Ditt kort nekades.',
    });
    expect(
      await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.insufficientFunds),
    ).toEqual({
      ok: false,
      message: 'Ditt kort har otillräckligt saldo.',
    });
    expect(await isCardPaymentConfirmed(app, owner.cookie, siteId, session.reference)).toBe(false);
    const receipt = await app.inject({
      url: `/api/sites/${siteId}/payment/receipt/${session.reference}`,
      headers: { cookie: owner.cookie },
    });
    expectErrorResponse(receipt, 404);
    expect((await getSite(app, owner.cookie, siteId)).active).toBe(false);
  });

  it('never confirms the card that never confirms', async () => {
    const session = await startCardPayment(app, owner.cookie, siteId, 'subdomain', 'anna.party.localhost');
    expect(
      await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.neverConfirms),
    ).toEqual({ ok: true });
    expect(await isCardPaymentConfirmed(app, owner.cookie, siteId, session.reference)).toBe(false);
    expect(await isCardPaymentConfirmed(app, owner.cookie, siteId, session.reference)).toBe(false);
  });

  it('publishes the subdomain once on a card that succeeds, with a receipt', async () => {
    const reference = await payByCard(app, owner.cookie, siteId, 'subdomain', 'anna.party.localhost');
    for (let poll = 0; poll < 3; poll += 1) {
      expect(await isCardPaymentConfirmed(app, owner.cookie, siteId, reference)).toBe(true);
    }
    const site = await getSite(app, owner.cookie, siteId);
    expect(site).toMatchObject({
      host: 'anna.party.localhost',
      active: true,
      activeDate: clock.now().toISOString(),
      activeExpireDate: addMonths(clock.now(), 12).toISOString(),
    });

    const response = await app.inject({
      url: `/api/sites/${siteId}/payment/receipt/${reference}`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(receiptSchema.parse(response.json())).toEqual({
      product: 'subdomain',
      amountWithVat: 49900,
      amountVat: 9980,
      amountWithoutVat: 39920,
      paymentMethod: 'card',
      date: clock.now().toISOString(),
      reference,
    });

    const guest = await app.inject({ url: '/api/sites/public/host/anna.party.localhost' });
    expect(guest.statusCode).toBe(200);
  });

  it('mails a receipt whose amounts all show their öre once one of them has öre', async () => {
    const reference = await payByCard(app, owner.cookie, siteId, 'extend_subdomain', 'anna.party.localhost');
    const mails = await app.inject({ url: '/dev/mail/messages.json' });
    const sent = devMailMessagesResponseSchema
      .parse(mails.json())
      .messages.find((message) => message.text.includes(reference));
    expect(sent?.text).toContain('Belopp exkl. moms: 399,20\u00a0kr');
    expect(sent?.text).toContain('Moms: 99,80\u00a0kr');
    expect(sent?.text).toContain('Totalt inkl. moms: 499,00\u00a0kr');
  });

  it('applies a payment once however often the simulator confirms it', async () => {
    const session = await startCardPayment(app, owner.cookie, siteId, 'extend_subdomain');
    const before = (await getSite(app, owner.cookie, siteId)).activeExpireDate ?? '';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await confirmSimulatedCard(app, session.client_secret, SIMULATED_CARD_NUMBERS.succeeds)).toEqual(
        { ok: true },
      );
      expect(await isCardPaymentConfirmed(app, owner.cookie, siteId, session.reference)).toBe(true);
    }
    const after = (await getSite(app, owner.cookie, siteId)).activeExpireDate;
    expect(after).toBe(addMonths(new Date(before), 12).toISOString());
  });

  it('refuses a subdomain another site has, a reserved or invalid one, and one without a host', async () => {
    const taken = await postJson(
      app,
      `/api/sites/${otherSiteId}/payment/stripe`,
      { paymentProduct: 'subdomain', host: 'anna.party.localhost' },
      { cookie: other.cookie },
    );
    expectErrorResponse(taken, 409);
    for (const host of ['www.party.localhost', 'anna.example.se', 'a.b.party.localhost']) {
      const response = await postJson(
        app,
        `/api/sites/${otherSiteId}/payment/stripe`,
        { paymentProduct: 'subdomain', host },
        { cookie: other.cookie },
      );
      expectErrorResponse(response, 400);
    }
    const hostless = await postJson(
      app,
      `/api/sites/${otherSiteId}/payment/stripe`,
      { paymentProduct: 'subdomain' },
      { cookie: other.cookie },
    );
    expectErrorResponse(hostless, 400);
  });

  it('extends only a published site', async () => {
    const response = await postJson(
      app,
      `/api/sites/${otherSiteId}/payment/stripe`,
      { paymentProduct: 'extend_subdomain' },
      { cookie: other.cookie },
    );
    expectErrorResponse(response, 409);
  });

  it('answers 403 to anyone but the owner', async () => {
    const session = await startCardPayment(
      app,
      other.cookie,
      otherSiteId,
      'subdomain',
      'other.party.localhost',
    );
    const calls = [
      () =>
        postJson(
          app,
          `/api/sites/${otherSiteId}/payment/stripe`,
          { paymentProduct: 'subdomain', host: 'x.party.localhost' },
          { cookie: owner.cookie },
        ),
      () =>
        app.inject({
          url: `/api/sites/${otherSiteId}/payment/stripe/${session.reference}`,
          headers: { cookie: owner.cookie },
        }),
      () =>
        app.inject({
          url: `/api/sites/${otherSiteId}/payment/receipt/${session.reference}`,
          headers: { cookie: owner.cookie },
        }),
      () => app.inject({ url: `/api/sites/${otherSiteId}/payment/stripe/${session.reference}` }),
    ];
    for (const call of calls) expectErrorResponse(await call(), 403);
    // Another site's reference is not found through one's own site.
    const foreign = await app.inject({
      url: `/api/sites/${siteId}/payment/stripe/${session.reference}`,
      headers: { cookie: owner.cookie },
    });
    expectErrorResponse(foreign, 404);
  });

  it('refuses an unknown product', async () => {
    const response = await postJson(
      app,
      `/api/sites/${siteId}/payment/stripe`,
      { paymentProduct: 'hosting' },
      { cookie: owner.cookie },
    );
    expectErrorResponse(response, 400);
  });
});

describe('card prices per brand', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { BRAND: 'wedding' } });
  });
  afterAll(() => app.close());

  it('charges the wedding subdomain 599 kr for 18 months', async () => {
    const owner = await registerAccount(app);
    const siteId = await createSite(app, owner.cookie);
    const reference = await payByCard(app, owner.cookie, siteId, 'subdomain', 'anna.wedding.localhost');
    const receipt = await app.inject({
      url: `/api/sites/${siteId}/payment/receipt/${reference}`,
      headers: { cookie: owner.cookie },
    });
    expect(receipt.json()).toMatchObject({ amountWithVat: 59900, amountVat: 11980, amountWithoutVat: 47920 });
    const site = await getSite(app, owner.cookie, siteId);
    expect(new Date(site.activeExpireDate ?? '').getTime()).toBe(
      addMonths(new Date(site.activeDate ?? ''), 18).getTime(),
    );
  });
});
