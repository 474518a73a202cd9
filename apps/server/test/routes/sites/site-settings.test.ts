import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { sites } from '../../../src/db/schema';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, getSite, publishSite, putJson } from '../../helpers/sites';

describe('PUT /api/sites/{id}/password and /metaNoindex', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(() => app.close());

  /** The guest password as stored: its hash, which no answer carries. */
  async function storedPasswordOf(id: string): Promise<unknown> {
    const [row] = await app.db.select({ hash: sites.guestPasswordHash }).from(sites).where(eq(sites.id, id));
    return row?.hash ?? null;
  }

  it('answers 409 with a publish-first text while the site is not published', async () => {
    const password = expectErrorResponse(
      await putJson(app, `/api/sites/${siteId}/password`, { password: 'hemligt' }, owner.cookie),
      409,
    );
    expect(password.errorDescription.sv).toMatch(/^Publicera sidan först/);
    expectErrorResponse(
      await putJson(app, `/api/sites/${siteId}/metaNoindex`, { metaNoindex: true }, owner.cookie),
      409,
    );
    expect(await getSite(app, owner.cookie, siteId)).toMatchObject({
      hasPassword: false,
      metaNoindex: false,
    });
  });

  it('stores the trimmed password as a hash, and turns it off with an empty one', async () => {
    await publishSite(app, siteId, 'settings.party.localhost');
    const set = await putJson(
      app,
      `/api/sites/${siteId}/password`,
      { password: '  hemligt  ' },
      owner.cookie,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ passwordProtected: true });
    const site = await getSite(app, owner.cookie, siteId);
    expect(site).toMatchObject({ hasPassword: true, siteVersion: 1 });
    expect(site).not.toHaveProperty('password');
    expect(await storedPasswordOf(siteId)).toMatch(/^scrypt\$/);

    // The editor saves the site as it got it, without the hash: the stored one stays.
    const saved = await putJson(app, `/api/sites/V2/${siteId}`, site, owner.cookie);
    expect(saved.json()).toMatchObject({ hasPassword: true, siteVersion: 2 });
    expect(await storedPasswordOf(siteId)).toMatch(/^scrypt\$/);

    const off = await putJson(app, `/api/sites/${siteId}/password`, { password: '   ' }, owner.cookie);
    expect(off.json()).toEqual({ passwordProtected: false });
    expect((await getSite(app, owner.cookie, siteId)).hasPassword).toBe(false);
    expect(await storedPasswordOf(siteId)).toBeNull();
  });

  it('sets metaNoindex', async () => {
    const response = await putJson(
      app,
      `/api/sites/${siteId}/metaNoindex`,
      { metaNoindex: true },
      owner.cookie,
    );
    expect(response.json()).toEqual({ metaNoindex: true });
    expect((await getSite(app, owner.cookie, siteId)).metaNoindex).toBe(true);
  });

  it('answers 400 to bad bodies and 403 to other callers', async () => {
    for (const body of [{}, { password: 5 }, { password: 'x'.repeat(2000) }]) {
      expectErrorResponse(await putJson(app, `/api/sites/${siteId}/password`, body, owner.cookie), 400);
    }
    for (const body of [{}, { metaNoindex: 'yes' }]) {
      expectErrorResponse(await putJson(app, `/api/sites/${siteId}/metaNoindex`, body, owner.cookie), 400);
    }
    const stranger = await registerAccount(app);
    for (const cookie of [stranger.cookie, undefined]) {
      expectErrorResponse(
        await putJson(app, `/api/sites/${siteId}/password`, { password: 'x' }, cookie),
        403,
      );
      expectErrorResponse(
        await putJson(app, `/api/sites/${siteId}/metaNoindex`, { metaNoindex: false }, cookie),
        403,
      );
    }
  });
});
