import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoSite } from '@eventsite/core';
import type { App } from '../../src/app';
import { seedOwnerlessSite } from '../../src/sites/seed-ownerless-site';
import { buildTestApp } from '../helpers/build-test-app';
import { createClock } from '../helpers/clock';

describe('the demo site', () => {
  const clock = createClock(new Date('2030-05-10T08:00:00.000Z'));
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: { BRAND: 'wedding', MARKET: 'dk' } });
  });
  afterAll(() => app.close());

  const countdownOf = async () => {
    const stored = await app.repositories.sites.findByHost('demo.wedding.localhost');
    if (!stored?.site.usesSiteModules) throw new Error('no demo site');
    return stored.site.siteModules.find((module) => module.siteModuleType === 'Countdown');
  };

  it("is stored at start on the brand's demo host, without an owner, six months ahead", async () => {
    const stored = await app.repositories.sites.findByHost('demo.wedding.localhost');
    expect(stored).toMatchObject({ id: 'DEMO-wedding-dk', accountId: null, site: { active: true } });
    expect(await countdownOf()).toMatchObject({ countdownDate: expect.stringMatching(/^2030-11-10T15:00/) });
    expect((await app.repositories.sites.findById('DEMO-wedding-dk'))?.site.availableLanguages[0]).toEqual({
      languageCode: 'da',
    });
  });

  it('is refreshed at the next start, keeping its visitor count', async () => {
    await app.repositories.siteVisits.countVisits([
      { siteId: 'DEMO-wedding-dk', visitorId: 'visitor-1', day: '2030-05-10' },
    ]);
    clock.advance(40 * 24 * 60 * 60 * 1000);
    const host = 'demo.wedding.localhost';
    await seedOwnerlessSite(
      app.db,
      app.repositories,
      buildDemoSite({ brand: 'wedding', market: 'dk', host, now: clock.now() }),
      clock.now(),
    );
    expect(await countdownOf()).toMatchObject({ countdownDate: expect.stringMatching(/^2030-12-19T15:00/) });
    expect((await app.repositories.sites.findByHost(host))?.site.visitorCount).toBe(1);
  });
});
