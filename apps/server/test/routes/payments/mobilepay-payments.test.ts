import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  devMailMessagesResponseSchema,
  swishValidationErrorResponseSchema,
} from '@eventsite/core';
import type { App } from '../../../src/app';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { mobilePayStatus, settleMobilePay, startMobilePay, startSwish } from '../../helpers/payments';
import { createSite, getSite } from '../../helpers/sites';

describe('MobilePay payments with the simulator (MARKET=dk)', () => {
  const clock = createClock();
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let other: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: { MARKET: 'dk' } });
    owner = await registerAccount(app);
    other = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(() => app.close());

  async function start(phoneNumber?: string) {
    const response = await startMobilePay(
      app,
      owner.cookie,
      siteId,
      'subdomain',
      'mobilepay.party.localhost',
      phoneNumber,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ mobilePayId: string }>().mobilePayId;
  }

  it('sends the normalised +45 number and the Danish price, and reports NOT_SET while the payer decides', async () => {
    const mobilePayId = await start(' +45 12 34 56 78 ');
    expect(await mobilePayStatus(app, owner.cookie, mobilePayId)).toMatchObject({
      mobilePayId,
      status: 'NOT_SET',
    });
    const listed = await app.inject({ url: '/dev/mobilepay/payments.json' });
    const payment = listed
      .json<{ payments: { reference: string; phoneNumber: string; amountOre: number }[] }>()
      .payments.find((candidate) => candidate.reference === mobilePayId);
    expect(payment).toMatchObject({ phoneNumber: '4512345678', amountOre: 34900 });
    const page = await app.inject({ url: '/dev/mobilepay' });
    expect(page.body).toContain('349,00\u00a0kr.');
    expect(page.body).toContain('Godkend');
    await settleMobilePay(app, mobilePayId, 'cancel');
  });

  it.each([
    ['decline', 'DECLINED', null],
    ['cancel', 'CANCELLED', null],
    ['fail', 'ERROR', 'Betalingen udløb, før den blev godkendt i MobilePay.'],
  ] as const)('reports %s as %s and publishes nothing', async (outcome, status, errorMessage) => {
    const mobilePayId = await start();
    await settleMobilePay(app, mobilePayId, outcome);
    const report = await mobilePayStatus(app, owner.cookie, mobilePayId);
    expect(report.status).toBe(status);
    expect(report.errorMessage ?? null).toBe(errorMessage);
    expect((await getSite(app, owner.cookie, siteId)).active).toBe(false);
  });

  it('answers 422 with a Danish validationMessage for a number that is not Danish', async () => {
    const response = await startMobilePay(
      app,
      owner.cookie,
      siteId,
      'subdomain',
      'mobilepay.party.localhost',
      '0701234567',
    );
    expect(response.statusCode).toBe(422);
    const body = swishValidationErrorResponseSchema.parse(response.json());
    expect(body.validationMessage).toMatch(/dansk mobilnummer med 8 cifre/);
  });

  it('offers no Swish in Denmark', async () => {
    const response = await startSwish(app, owner.cookie, siteId, 'subdomain', 'swish.party.localhost');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'swish is not offered in market dk' });
  });

  it('recovers a lost webhook by polling, captures and applies the payment once', async () => {
    const mobilePayId = await start();
    await settleMobilePay(app, mobilePayId, 'approve', true);
    expect((await getSite(app, owner.cookie, siteId)).active).toBe(false);
    expect((await mobilePayStatus(app, owner.cookie, mobilePayId)).status).toBe('PAID');
    const site = await getSite(app, owner.cookie, siteId);
    expect(site).toMatchObject({ active: true, host: 'mobilepay.party.localhost' });
    expect(site.activeExpireDate).toBe(addMonths(clock.now(), 12).toISOString());
    const listed = await app.inject({ url: '/dev/mobilepay/payments.json' });
    const payment = listed
      .json<{ payments: { reference: string; capturedOre: number }[] }>()
      .payments.find((candidate) => candidate.reference === mobilePayId);
    expect(payment?.capturedOre).toBe(34900);

    clock.advance(60_000);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await mobilePayStatus(app, owner.cookie, mobilePayId)).status).toBe('PAID');
    }
    expect((await getSite(app, owner.cookie, siteId)).activeExpireDate).toBe(site.activeExpireDate);
  });

  it('extends through the webhook, once, and the receipt is in øre with 20 % VAT', async () => {
    const before = await getSite(app, owner.cookie, siteId);
    const response = await startMobilePay(app, owner.cookie, siteId, 'extend_subdomain');
    const mobilePayId = response.json<{ mobilePayId: string }>().mobilePayId;
    await settleMobilePay(app, mobilePayId, 'approve');
    const after = await getSite(app, owner.cookie, siteId);
    expect(after.activeExpireDate).toBe(addMonths(new Date(before.activeExpireDate ?? ''), 12).toISOString());
    const receipt = await app.inject({
      url: `/api/sites/${siteId}/payment/receipt/${mobilePayId}`,
      headers: { cookie: owner.cookie },
    });
    expect(receipt.json()).toMatchObject({
      product: 'extend_subdomain',
      amountWithVat: 34900,
      amountVat: 6980,
      amountWithoutVat: 27920,
      paymentMethod: 'mobilepay',
    });

    // The owner, who signed up in Denmark, gets the receipt by mail in Danish and in kroner.
    const mail = await app.inject({ url: '/dev/mail/messages.json' });
    const { messages } = devMailMessagesResponseSchema.parse(mail.json());
    const sent = messages.find((message) => message.text.includes(mobilePayId));
    expect(sent).toMatchObject({ to: owner.mail, subject: 'Kvittering fra Festsiden' });
    expect(sent?.text).toContain('Produkt: Forlænget udgivelse');
    expect(sent?.text).toContain('Moms: 69,80\u00a0kr.');
    expect(sent?.text).toContain('I alt inkl. moms: 349,00\u00a0kr.');
    expect(sent?.text).toContain('Betalingsmåde: MobilePay');
  });

  it('lets only the owner ask about a payment', async () => {
    const response = await startMobilePay(app, owner.cookie, siteId, 'extend_subdomain');
    const mobilePayId = response.json<{ mobilePayId: string }>().mobilePayId;
    const asked = await app.inject({
      url: `/api/mobilePayPayments/${mobilePayId}`,
      headers: { cookie: other.cookie },
    });
    expect(asked.statusCode).toBe(403);
    await settleMobilePay(app, mobilePayId, 'cancel');
  });

  it('approves every payment by itself with auto-approve', async () => {
    await app.inject({
      method: 'POST',
      url: '/dev/mobilepay/auto-approve',
      payload: { autoApprove: true },
    });
    const before = await getSite(app, owner.cookie, siteId);
    const response = await startMobilePay(app, owner.cookie, siteId, 'extend_subdomain');
    const mobilePayId = response.json<{ mobilePayId: string }>().mobilePayId;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await mobilePayStatus(app, owner.cookie, mobilePayId)).status).toBe('PAID');
    expect((await getSite(app, owner.cookie, siteId)).activeExpireDate).not.toBe(before.activeExpireDate);
  });
});

describe('MobilePay in Sweden', () => {
  it('is not offered: Swish is', async () => {
    const app = await buildTestApp();
    try {
      const owner = await registerAccount(app);
      const siteId = await createSite(app, owner.cookie);
      const response = await startMobilePay(app, owner.cookie, siteId, 'subdomain', 'mp.party.localhost');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'mobilepay is not offered in market se' });
    } finally {
      await app.close();
    }
  });
});
