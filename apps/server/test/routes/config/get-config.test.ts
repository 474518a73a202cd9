import { afterEach, describe, expect, it } from 'vitest';
import { appConfigSchema } from '@eventsite/core';
import type { App } from '../../../src/app';
import { buildTestApp } from '../../helpers/build-test-app';

describe('GET /api/config', () => {
  let app: App | undefined;
  afterEach(() => app?.close());

  it("answers the brand's start-up settings", async () => {
    app = await buildTestApp();
    const response = await app.inject({ url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(appConfigSchema.parse(response.json())).toEqual({
      brand: 'party',
      market: 'se',
      domain: 'party.localhost',
      demoHost: 'demo.party.localhost',
      studentDemoHost: 'demo.student.party.localhost',
      productName: 'Festsidan',
      contactMail: 'hej@festsidan.se',
      simulators: true,
      localDevelopment: false,
      printsHouseholdCards: true,
    });
  });

  it('follows BRAND, MARKET, BRAND_DOMAIN and LOCAL_DEVELOPMENT', async () => {
    app = await buildTestApp({
      env: { BRAND: 'event', MARKET: 'dk', BRAND_DOMAIN: 'eventsiden.dk', LOCAL_DEVELOPMENT: 'true' },
    });
    expect((await app.inject({ url: '/api/config' })).json()).toMatchObject({
      brand: 'event',
      market: 'dk',
      domain: 'eventsiden.dk',
      demoHost: 'demo.eventsiden.dk',
      studentDemoHost: 'demo.student.eventsiden.dk',
      productName: 'Eventsiden',
      localDevelopment: true,
    });
  });

  it('says the simulated printer prints personal household cards and Gelato does not', async () => {
    app = await buildTestApp({ env: { BRAND: 'wedding' } });
    expect((await app.inject({ url: '/api/config' })).json()).toMatchObject({ printsHouseholdCards: true });
    await app.close();
    app = await buildTestApp({
      env: {
        BRAND: 'wedding',
        PRINT_PARTNER: 'gelato',
        GELATO_API_KEY: 'test-key',
        GELATO_CARD_PRODUCT_UID: 'cards_pf_a6_pt_300-gsm-matte_cl_4-4',
        GELATO_WEBHOOK_SECRET: 'gelato-webhook-secret-0123456789abcdef',
      },
    });
    expect((await app.inject({ url: '/api/config' })).json()).toMatchObject({ printsHouseholdCards: false });
  });
});
