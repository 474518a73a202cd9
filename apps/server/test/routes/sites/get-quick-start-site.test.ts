import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoSite, quickStartResponseSchema } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { buildQuickStartSite } from '../../../src/sites/quick-start-site';

describe('GET /api/sites/quick-start/{demoHost}', () => {
  const clock = createClock(new Date('2030-03-01T10:00:00.000Z'));
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
  });
  afterAll(() => app.close());

  it("answers a fresh, unsaved copy of the brand's demo site", async () => {
    const response = await app.inject({ url: '/api/sites/quick-start/demo.party.localhost' });
    expect(response.statusCode, response.body).toBe(200);
    const { site, loggedInUsersSiteId } = quickStartResponseSchema.parse(response.json());
    expect(loggedInUsersSiteId).toBeNull();
    expect(site).toMatchObject({
      _id: 'QUICK-START',
      quickStart: true,
      active: false,
      host: null,
      siteVersion: 0,
    });
    if (!site.usesSiteModules) throw new Error('expected a version-2 site');
    const countdown = site.siteModules.find((module) => module.siteModuleType === 'Countdown');
    expect(countdown).toMatchObject({ countdownDate: expect.stringMatching(/^2030-09-01T15:00/) });
  });

  it("leaves the demo's form recipients out, so a new owner's answers never go to the demo host", async () => {
    const now = clock.now();
    const demo = buildDemoSite({ brand: 'party', market: 'se', host: 'demo.party.localhost', now });
    expect(demo.formRecipients.length).toBeGreaterThan(0);
    expect(buildQuickStartSite('party', 'se', 'demo.party.localhost', now).formRecipients).toEqual([]);
    const response = await app.inject({ url: '/api/sites/quick-start/demo.party.localhost' });
    const { site } = response.json() as { site: { formRecipients?: unknown[] } };
    expect(site.formRecipients ?? []).toEqual([]);
  });

  it("names the logged-in caller's site, and the draft can become a site", async () => {
    const { cookie } = await registerAccount(app);
    const before = await app.inject({
      url: '/api/sites/quick-start/demo.party.localhost',
      headers: { cookie },
    });
    const { site } = quickStartResponseSchema.parse(before.json());
    expect(before.json()).toMatchObject({ loggedInUsersSiteId: null });
    const created = await postJson(app, '/api/sites/V2', { site }, { cookie });
    expect(created.statusCode, created.body).toBe(201);
    const siteId = created.json<{ site: { _id: string } }>().site._id;
    const after = await app.inject({
      url: '/api/sites/quick-start/DEMO.party.localhost',
      headers: { cookie },
    });
    expect(after.json()).toMatchObject({ loggedInUsersSiteId: siteId });
  });

  it('answers the student demo draft on the student demo host (002 §2.1)', async () => {
    const response = await app.inject({ url: '/api/sites/quick-start/demo.student.party.localhost' });
    expect(response.statusCode, response.body).toBe(200);
    const { site } = quickStartResponseSchema.parse(response.json());
    expect(site).toMatchObject({ _id: 'QUICK-START', quickStart: true, active: false, host: null });
    if (!site.usesSiteModules) throw new Error('expected a version-2 site');
    const header = site.siteModules.find((module) => module.siteModuleType === 'Header');
    expect(header).toMatchObject({ title: { sv: 'Elsa tar studenten!' } });
    expect(site.formRecipients).toEqual([]);
  });

  it('answers 404 for a host that is not the demo host of this brand', async () => {
    for (const host of [
      'demo.wedding.localhost',
      'demo.student.wedding.localhost',
      'student.party.localhost',
      'party.localhost',
      'anna.party.localhost',
      'x',
    ]) {
      expectErrorResponse(await app.inject({ url: `/api/sites/quick-start/${host}` }), 404);
    }
  });
});
