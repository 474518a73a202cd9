import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { accountErasures, accounts, bookkeepingRecords, mailOutbox, sites } from '../../src/db/schema';
import { resumeAccountErasures } from '../../src/personal-data/erase-account';
import { personalDataDepsOf } from '../../src/personal-data/personal-data-deps';
import { PASSWORD, postJson, registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';
import { fillSite, rowCounts } from '../helpers/personal-data';
import { createSite, publishSite } from '../helpers/sites';

const HOST = 'owner.party.localhost';

let app: App;

beforeEach(async () => {
  app = await buildTestApp();
});

afterEach(async () => {
  await app.close();
});

function deleteAccount(cookie: string, password: string) {
  return app.inject({
    method: 'DELETE',
    url: '/api/accounts/me/',
    payload: JSON.stringify({ password }),
    headers: { 'content-type': 'application/json', cookie },
  });
}

/** An owner with a published site holding a row in every personal-data table, and a second owner. */
async function twoOwners() {
  const owner = await registerAccount(app);
  const siteId = await createSite(app, owner.cookie);
  const filled = await fillSite(app, siteId, 'Owner');
  await publishSite(app, siteId, HOST);
  const other = await registerAccount(app);
  const otherSiteId = await createSite(app, other.cookie);
  const otherFilled = await fillSite(app, otherSiteId, 'Stranger');
  return { owner, siteId, filled, other, otherSiteId, otherFilled };
}

/** Everything an erased account must no longer have, checked table by table and file by file. */
async function expectErased(owner: { mail: string }, siteId: string, files: Record<string, string>) {
  const counts = await rowCounts(app, siteId);
  expect(
    Object.values(counts).every((rows) => rows === 0),
    JSON.stringify(counts),
  ).toBe(true);
  expect(await app.db.select().from(sites).where(eq(sites.id, siteId))).toEqual([]);
  expect(await app.db.select().from(accounts).where(eq(accounts.mail, owner.mail))).toEqual([]);
  for (const key of Object.values(files)) expect(await app.storage.exists(key), key).toBe(false);
  const mails = await app.db.select().from(mailOutbox);
  expect(mails.filter((mail) => ['owner@guests.example', 'owner@hosts.example'].includes(mail.to))).toEqual(
    [],
  );
  expect(mails.filter((mail) => mail.to === 'stranger@hosts.example')).toHaveLength(1);
  const toOwner = mails.filter((mail) => mail.to === owner.mail);
  expect(toOwner.map((mail) => mail.subject)).toEqual([expect.stringContaining('raderat')]);
}

describe('DELETE /api/accounts/me/', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { owner, siteId } = await twoOwners();
    const before = await rowCounts(app, siteId);
    const response = await deleteAccount(owner.cookie, 'not the password');
    expectErrorResponse(response, 403);
    expect(response.json()).toMatchObject({ code: 'WRONG_ACCOUNT_PASSWORD' });
    expect(await rowCounts(app, siteId)).toEqual(before);
    const me = await app.inject({ url: '/api/accounts/me/', headers: { cookie: owner.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('answers 403 without a session', async () => {
    expectErrorResponse(
      await app.inject({
        method: 'DELETE',
        url: '/api/accounts/me/',
        payload: JSON.stringify({ password: PASSWORD }),
        headers: { 'content-type': 'application/json' },
      }),
      403,
    );
  });

  it('takes the site offline, ends sessions and erases every row and file, keeping receipts anonymised', async () => {
    const { owner, siteId, filled, otherSiteId, otherFilled } = await twoOwners();
    expect((await app.inject({ url: `/api/sites/public/host/${HOST}` })).statusCode).toBe(200);
    const before = await rowCounts(app, siteId);
    expect(Object.entries(before).filter(([, rows]) => rows === 0)).toEqual([]);
    const otherBefore = await rowCounts(app, otherSiteId);

    const response = await deleteAccount(owner.cookie, PASSWORD);
    expect(response.statusCode).toBe(204);

    await expectErased(owner, siteId, filled.files);
    expect((await app.inject({ url: `/api/sites/public/host/${HOST}` })).statusCode).toBe(404);
    const tls = await app.inject({ url: '/api/tls/allowed?domain=owner-bröllop.se' });
    expect(tls.statusCode).toBe(404);
    expectErrorResponse(
      await app.inject({ url: '/api/accounts/me/', headers: { cookie: owner.cookie } }),
      403,
    );
    expectErrorResponse(
      await postJson(app, '/api/accounts/login/', { mail: owner.mail, password: PASSWORD }),
      401,
    );

    const kept = await app.db.select().from(bookkeepingRecords);
    expect(kept.map((record) => record.reference).sort()).toEqual(
      [filled.orderId, filled.paymentReference].sort(),
    );
    const keptText = JSON.stringify(kept);
    expect(keptText).toContain('155900');
    for (const personal of ['Anna', 'Storgatan', 'Göteborg', '070-123', 'Familjen', owner.mail])
      expect(keptText).not.toContain(personal);

    // The other owner keeps everything.
    expect(await rowCounts(app, otherSiteId)).toEqual(otherBefore);
    for (const key of Object.values(otherFilled.files)) expect(await app.storage.exists(key)).toBe(true);
  });

  it('is finished by housekeeping when it stopped halfway, and nothing is left half-deleted', async () => {
    const { owner, siteId, filled } = await twoOwners();
    const realDelete = app.storage.delete.bind(app.storage);
    const failing = vi.spyOn(app.storage, 'delete').mockImplementation(async (key) => {
      if (key === filled.files.size) throw new Error('The storage is down');
      return realDelete(key);
    });

    const response = await deleteAccount(owner.cookie, PASSWORD);
    expect(response.statusCode).toBe(500);
    // Offline and logged out already, though rows remain to be erased.
    expect((await app.inject({ url: `/api/sites/public/host/${HOST}` })).statusCode).toBe(404);
    expectErrorResponse(
      await app.inject({ url: '/api/accounts/me/', headers: { cookie: owner.cookie } }),
      403,
    );
    expect((await rowCounts(app, siteId)).households).toBe(1);
    const [stopped] = await app.db.select().from(accountErasures);
    expect(stopped?.step).toBe('files');

    failing.mockRestore();
    const deps = personalDataDepsOf(app);
    await resumeAccountErasures(deps, new Date(Date.now() + 60 * 60 * 1000));
    await expectErased(owner, siteId, filled.files);
    const [finished] = await app.db.select().from(accountErasures);
    expect(finished).toMatchObject({ step: 'done', mail: null });

    // Resuming again changes nothing and mails nobody twice.
    await resumeAccountErasures(deps, new Date(Date.now() + 2 * 60 * 60 * 1000));
    await expectErased(owner, siteId, filled.files);
  });
});
