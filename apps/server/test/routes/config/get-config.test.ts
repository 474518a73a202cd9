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
});
