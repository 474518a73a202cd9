import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteVersionsResponseSchema, type Site } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, getSite, publishSite, putJson, siteOf } from '../../helpers/sites';

const withTheme = (site: Site, theme: Site['theme']): Site => ({ ...site, theme });

describe('site versions', () => {
  const clock = createClock();
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(() => app.close());

  const listVersions = async () => {
    const response = await app.inject({
      url: `/api/sites/${siteId}/versions`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return siteVersionsResponseSchema.parse(response.json());
  };

  it('lists every save, newest first, with its time and content', async () => {
    const first = await getSite(app, owner.cookie, siteId);
    clock.advance(60_000);
    const second = siteOf(
      await putJson(app, `/api/sites/V2/${siteId}`, withTheme(first, 'theme5'), owner.cookie),
    );
    clock.advance(60_000);
    await putJson(app, `/api/sites/V2/${siteId}`, withTheme(second, 'theme7'), owner.cookie);

    const versions = await listVersions();
    expect(versions.map((version) => version.siteVersion)).toEqual([3, 2, 1]);
    expect(versions.map((version) => version.data.theme)).toEqual(['theme7', 'theme5', 'theme11']);
    expect(versions[0]?.createdAt).toBe('2030-01-15T12:02:00.000Z');
    expect(versions[2]?.createdAt).toBe('2030-01-15T12:00:00.000Z');
    expect(versions[1]?.data.siteVersion).toBe(2);
  });

  it('restores a version as a new save, answered like a save', async () => {
    const response = await postJson(
      app,
      `/api/sites/${siteId}/versions/2/restore`,
      {},
      { cookie: owner.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(siteOf(response)).toMatchObject({ siteVersion: 4, theme: 'theme5', _id: siteId });
    expect((await getSite(app, owner.cookie, siteId)).theme).toBe('theme5');
    expect((await listVersions()).map((version) => version.siteVersion)).toEqual([4, 3, 2, 1]);

    expectErrorResponse(
      await postJson(app, `/api/sites/${siteId}/versions/99/restore`, {}, { cookie: owner.cookie }),
      404,
    );
    expectErrorResponse(
      await postJson(app, `/api/sites/${siteId}/versions/two/restore`, {}, { cookie: owner.cookie }),
      400,
    );
  });

  it('keeps the newest 100', async () => {
    let site = await getSite(app, owner.cookie, siteId);
    for (let save = 0; save < 100; save += 1) {
      const result = await app.repositories.sites.save(siteId, site, site.siteVersion, clock.now());
      if (result.status !== 'saved') throw new Error('save failed');
      site = result.site;
    }
    const versions = await listVersions();
    expect(versions).toHaveLength(100);
    expect(versions[0]?.siteVersion).toBe(104);
    expect(versions.at(-1)?.siteVersion).toBe(5);
  });

  it('answers 403 to another account and when logged out', async () => {
    const stranger = await registerAccount(app);
    for (const cookie of [stranger.cookie, undefined]) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      expectErrorResponse(await app.inject({ url: `/api/sites/${siteId}/versions`, headers }), 403);
      expectErrorResponse(await postJson(app, `/api/sites/${siteId}/versions/1/restore`, {}, headers), 403);
    }
  });
});

describe('restoring a version', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(() => app.close());

  it('brings the content back but keeps the publication, the guest password and noindex of now', async () => {
    const first = await getSite(app, owner.cookie, siteId);
    await putJson(app, `/api/sites/V2/${siteId}`, withTheme(first, 'theme8'), owner.cookie);
    await publishSite(app, siteId, 'restore.party.localhost');
    for (const [path, body] of [
      ['password', { password: 'hemligt' }],
      ['metaNoindex', { metaNoindex: true }],
    ] as const) {
      const response = await putJson(app, `/api/sites/${siteId}/${path}`, body, owner.cookie);
      expect(response.statusCode, response.body).toBe(200);
    }

    const response = await postJson(
      app,
      `/api/sites/${siteId}/versions/1/restore`,
      {},
      { cookie: owner.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const restored = await getSite(app, owner.cookie, siteId);
    expect(restored).toMatchObject({
      theme: 'theme11',
      siteVersion: 3,
      active: true,
      host: 'restore.party.localhost',
      metaNoindex: true,
    });
    expect(restored.hasPassword).toBe(true);
  });
});
