import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { accounts, sites } from '../../src/db/schema';
import { requireOwner } from '../../src/routes/owner/require-owner';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';

describe('authentication hooks', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let stranger: Awaited<ReturnType<typeof registerAccount>>;
  beforeAll(async () => {
    app = await buildTestApp();
    app.get<{ Params: { siteId: string } }>(
      '/api/test/sites/:siteId',
      { preHandler: requireOwner(app) },
      async (request) => ({ siteId: request.params.siteId, mail: request.requireAccount().mail }),
    );
    app.get('/api/test/who', { preHandler: app.identify }, async (request) => ({
      mail: request.account?.mail ?? null,
    }));
    app.get('/api/test/unguarded', async (request) => ({ mail: request.requireAccount().mail }));
    [owner, stranger] = await Promise.all([registerAccount(app), registerAccount(app)]);
    const [ownerRow] = await app.db.select().from(accounts).where(eq(accounts.mail, owner.mail));
    await app.db.insert(sites).values({ id: 'site-1', accountId: ownerRow?.id, data: {} });
  });
  afterAll(() => app.close());

  const visit = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });

  it('lets the owner through the owner routes’ hook', async () => {
    const response = await visit('/api/test/sites/site-1', owner.cookie);
    expect(response.json()).toEqual({ siteId: 'site-1', mail: owner.mail });
  });

  it('answers 403 to another account, to nobody, and for a site that does not exist', async () => {
    const other = expectErrorResponse(await visit('/api/test/sites/site-1', stranger.cookie), 403);
    expect(other.errorDescription.en).toContain('do not have access');
    const nobody = expectErrorResponse(await visit('/api/test/sites/site-1'), 403);
    expect(nobody.errorDescription.en).toContain('not logged in');
    expectErrorResponse(await visit('/api/test/sites/no-such-site', owner.cookie), 403);
  });

  it('identify reads the session without requiring one', async () => {
    expect((await visit('/api/test/who', owner.cookie)).json()).toEqual({ mail: owner.mail });
    expect((await visit('/api/test/who')).json()).toEqual({ mail: null });
  });

  it('requireAccount answers 403 when no hook identified the caller', async () => {
    expectErrorResponse(await visit('/api/test/unguarded', owner.cookie), 403);
  });
});
