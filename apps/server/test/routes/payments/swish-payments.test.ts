import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, swishValidationErrorResponseSchema } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { instructionIdOf, settleSwish, startSwish, swishStatus } from '../../helpers/payments';
import { createSite, getSite } from '../../helpers/sites';

describe('Swish payments with the simulator', () => {
  const clock = createClock();
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let other: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    owner = await registerAccount(app);
    other = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(() => app.close());

  async function start(host = 'swish.party.localhost', payerAlias?: string) {
    const response = await startSwish(app, owner.cookie, siteId, 'subdomain', host, payerAlias);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ swishId: string }>().swishId;
  }

  it('sends the normalised number to Swish and reports NOT_SET while the payer has not answered', async () => {
    const swishId = await start('swish.party.localhost', ' +0701234567 ');
    expect(await swishStatus(app, owner.cookie, swishId)).toMatchObject({ swishId, status: 'NOT_SET' });
    const listed = await app.inject({ url: '/dev/swish/requests.json' });
    const request = listed
      .json<{ requests: { id: string; payerAlias: string; amountOre: number }[] }>()
      .requests.find((candidate) => candidate.id === instructionIdOf(swishId));
    expect(request).toMatchObject({ payerAlias: '46701234567', amountOre: 49900 });
    await settleSwish(app, swishId, 'cancel');
  });

  it.each([
    ['decline', 'DECLINED', null],
    ['cancel', 'CANCELLED', null],
    ['fail', 'ERROR', 'Betalningen kunde inte genomföras hos banken (simulerat fel).'],
  ] as const)('reports %s as %s and publishes nothing', async (outcome, status, errorMessage) => {
    const swishId = await start();
    await settleSwish(app, swishId, outcome);
    const report = await swishStatus(app, owner.cookie, swishId);
    expect(report.status).toBe(status);
    expect(report.errorMessage ?? null).toBe(errorMessage);
    expect((await getSite(app, owner.cookie, siteId)).active).toBe(false);
  });

  it('answers 422 with the validationMessage for a number Swish refuses', async () => {
    const response = await startSwish(
      app,
      owner.cookie,
      siteId,
      'subdomain',
      'swish.party.localhost',
      '12345',
    );
    expect(response.statusCode).toBe(422);
    const body = swishValidationErrorResponseSchema.parse(response.json());
    expect(body.validationMessage).toMatch(/ogiltigt/);
  });

  it('recovers a lost callback by polling, and applies the payment once', async () => {
    const swishId = await start();
    await settleSwish(app, swishId, 'approve', true);
    expect((await getSite(app, owner.cookie, siteId)).active).toBe(false);
    expect((await swishStatus(app, owner.cookie, swishId)).status).toBe('PAID');
    const site = await getSite(app, owner.cookie, siteId);
    expect(site).toMatchObject({ active: true, host: 'swish.party.localhost' });
    expect(site.activeExpireDate).toBe(addMonths(clock.now(), 12).toISOString());

    // Swish may post its callback again, and a later poll asks too: nothing moves.
    clock.advance(60_000);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const callback = await postJson(app, '/api/swish/callback', {
        id: instructionIdOf(swishId),
        status: 'PAID',
      });
      expect(callback.statusCode).toBe(200);
      expect((await swishStatus(app, owner.cookie, swishId)).status).toBe('PAID');
    }
    expect((await getSite(app, owner.cookie, siteId)).activeExpireDate).toBe(site.activeExpireDate);
  });

  it('publishes through the callback, and ignores a forged one', async () => {
    const extension = await startSwish(app, owner.cookie, siteId, 'extend_subdomain');
    const { swishId } = extension.json<{ swishId: string }>();
    const before = (await getSite(app, owner.cookie, siteId)).activeExpireDate ?? '';

    const forged = await postJson(app, '/api/swish/callback', {
      id: instructionIdOf(swishId),
      status: 'PAID',
    });
    expect(forged.statusCode).toBe(200);
    expect((await swishStatus(app, owner.cookie, swishId)).status).toBe('NOT_SET');

    await settleSwish(app, swishId, 'approve');
    expect((await getSite(app, owner.cookie, siteId)).activeExpireDate).toBe(
      addMonths(new Date(before), 12).toISOString(),
    );
    expect((await swishStatus(app, owner.cookie, swishId)).status).toBe('PAID');
    const receipt = await app.inject({
      url: `/api/sites/${siteId}/payment/receipt/${swishId}`,
      headers: { cookie: owner.cookie },
    });
    expect(receipt.json()).toMatchObject({
      product: 'extend_subdomain',
      paymentMethod: 'swish',
      amountWithVat: 49900,
    });
  });

  it('acknowledges a callback for an unknown request', async () => {
    const response = await postJson(app, '/api/swish/callback', { id: 'NOPE' });
    expect(response.statusCode).toBe(200);
  });

  it('lets only the owner ask about a payment', async () => {
    // The site owns a subdomain by now, so another one is free; an extension is paid.
    const started = await startSwish(app, owner.cookie, siteId, 'extend_subdomain');
    const { swishId } = started.json<{ swishId: string }>();
    expectErrorResponse(
      await app.inject({ url: `/api/swishPayments/${swishId}`, headers: { cookie: other.cookie } }),
      403,
    );
    expectErrorResponse(await app.inject({ url: `/api/swishPayments/${swishId}` }), 403);
    expectErrorResponse(
      await app.inject({ url: '/api/swishPayments/swish_UNKNOWN', headers: { cookie: owner.cookie } }),
      404,
    );
    const foreign = await startSwish(app, other.cookie, siteId, 'subdomain', 'x.party.localhost');
    expectErrorResponse(foreign, 403);
  });
});

describe('Swish auto-approve', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { SWISH_SIMULATOR_AUTO_APPROVE: 'true' } });
  });
  afterAll(() => app.close());

  it('approves every request by itself', async () => {
    const owner = await registerAccount(app);
    const siteId = await createSite(app, owner.cookie);
    const response = await startSwish(app, owner.cookie, siteId, 'subdomain', 'auto.party.localhost');
    const { swishId } = response.json<{ swishId: string }>();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await swishStatus(app, owner.cookie, swishId)).status).toBe('PAID');
    expect((await getSite(app, owner.cookie, siteId)).host).toBe('auto.party.localhost');
  });
});
