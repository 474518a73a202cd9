import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteModuleInput } from '@eventsite/core';
import { realisticSiteV2 } from '@eventsite/core/schemas/site.fixture';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, getSite, putJson, siteDraft } from '../../helpers/sites';

/*
 * The server refuses what the brand does not sell (`000` §1), as the editor never offers it: theme12 and
 * event logos outside the wedding brand, gift registries and speech sign-ups on the event brand.
 */

const EVENT_LOGO = { name: 'LeafsBox' as const, name1: 'Anna', name2: 'Erik' };

function withModule(type: 'GiftRegistry' | 'Speech2'): SiteModuleInput[] {
  const module = realisticSiteV2().siteModules?.find((candidate) => candidate.siteModuleType === type);
  if (!module) throw new Error(`The fixture has no ${type}`);
  return [...(siteDraft().siteModules ?? []).filter((m) => m.siteModuleType !== type), module];
}

describe('what the party brand does not offer', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('refuses theme12 and an event logo on save with a 400 naming the field, and saves nothing', async () => {
    const owner = await registerAccount(app);
    const siteId = await createSite(app, owner.cookie);
    const site = await getSite(app, owner.cookie, siteId);
    for (const [body, field] of [
      [{ ...site, theme: 'theme12' }, 'body.theme'],
      [{ ...site, eventLogo: EVENT_LOGO }, 'body.eventLogo'],
    ] as const) {
      const error = expectErrorResponse(
        await putJson(app, `/api/sites/V2/${siteId}`, body, owner.cookie),
        400,
      );
      expect(error.message).toContain(field);
      expect(error.errorDescription.sv).toContain('inte ingår här');
    }
    expect(await getSite(app, owner.cookie, siteId)).toEqual(site);
  });

  it('refuses them on create too, and creates nothing', async () => {
    const { cookie } = await registerAccount(app);
    const response = await postJson(
      app,
      '/api/sites/V2',
      { site: { ...siteDraft(), theme: 'theme12', eventLogo: EVENT_LOGO } },
      { cookie },
    );
    const error = expectErrorResponse(response, 400);
    expect(error.message).toContain('body.site.theme');
    expect(error.message).toContain('body.site.eventLogo');
    const me = await app.inject({ url: '/api/accounts/me/', headers: { cookie } });
    expect(me.json<{ site?: unknown }>().site ?? null).toBeNull();
  });

  it('takes a gift registry and a speech sign-up, which the party brand offers', async () => {
    const owner = await registerAccount(app);
    const site = await getSite(app, owner.cookie, await createSite(app, owner.cookie));
    const types = site.usesSiteModules ? site.siteModules.map((module) => module.siteModuleType) : [];
    expect(types).toEqual(expect.arrayContaining(['GiftRegistry', 'Speech2']));
  });
});

describe('what the event brand does not offer', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { BRAND: 'event', PUBLIC_URL: 'http://event.localhost:3000' } });
  });
  afterAll(() => app.close());

  it('refuses a gift registry or a speech sign-up on create and on save', async () => {
    const owner = await registerAccount(app);
    for (const type of ['GiftRegistry', 'Speech2'] as const) {
      const error = expectErrorResponse(
        await postJson(
          app,
          '/api/sites/V2',
          { site: { ...siteDraft(), siteModules: withModule(type) } },
          { cookie: owner.cookie },
        ),
        400,
      );
      expect(error.message).toMatch(/body\.site\.siteModules\.\d+\.siteModuleType/);
    }

    const plain = {
      ...siteDraft(),
      siteModules: (siteDraft().siteModules ?? []).filter(
        (module) => module.siteModuleType !== 'GiftRegistry' && module.siteModuleType !== 'Speech2',
      ),
    };
    const siteId = await createSite(app, owner.cookie, plain);
    const site = await getSite(app, owner.cookie, siteId);
    for (const type of ['GiftRegistry', 'Speech2'] as const) {
      const body = { ...site, siteModules: withModule(type) };
      const error = expectErrorResponse(
        await putJson(app, `/api/sites/V2/${siteId}`, body, owner.cookie),
        400,
      );
      expect(error.message).toContain('siteModuleType');
    }
    expect((await getSite(app, owner.cookie, siteId)).siteVersion).toBe(1);
  });
});

describe('the wedding brand', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { BRAND: 'wedding', PUBLIC_URL: 'http://wedding.localhost:3000' } });
  });
  afterAll(() => app.close());

  it('keeps theme12, the event logo, the gift registry and the speech sign-up', async () => {
    const owner = await registerAccount(app);
    const { _id: _unused, ...wedding } = realisticSiteV2();
    const siteId = await createSite(app, owner.cookie, wedding);
    const site = await getSite(app, owner.cookie, siteId);
    expect(site.theme).toBe('theme12');
    expect(site.eventLogo?.name).toBe('ModernMonogramBadge');
    const saved = await putJson(app, `/api/sites/V2/${siteId}`, site, owner.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
