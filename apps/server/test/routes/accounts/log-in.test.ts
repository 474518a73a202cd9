import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { accounts, sessions, sites } from '../../../src/db/schema';
import { PASSWORD, postJson, registerAccount, sessionCookieOf, uniqueMail } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';

describe('POST /api/accounts/login/', () => {
  let app: App;
  let account: Awaited<ReturnType<typeof registerAccount>>;
  beforeAll(async () => {
    app = await buildTestApp();
    account = await registerAccount(app);
  });
  afterAll(() => app.close());

  it('answers { site: null } and a session cookie for an account without a site', async () => {
    const response = await postJson(app, '/api/accounts/login/', {
      mail: account.mail.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ site: null });
    const me = await app.inject({ url: '/api/accounts/me/', headers: { cookie: sessionCookieOf(response) } });
    expect(me.json()).toMatchObject({ mail: account.mail });
  });

  it("answers the account's site id", async () => {
    const owner = await registerAccount(app);
    const [row] = await app.db.select().from(accounts).where(eq(accounts.mail, owner.mail));
    const siteId = randomUUID();
    await app.db.insert(sites).values({ id: siteId, accountId: row?.id, data: {} });

    const response = await postJson(app, '/api/accounts/login/', { mail: owner.mail, password: PASSWORD });
    expect(response.json()).toEqual({ site: { _id: siteId } });
    const me = await app.inject({ url: '/api/accounts/me/', headers: { cookie: sessionCookieOf(response) } });
    expect(me.json()).toMatchObject({ site: { _id: siteId } });
  });

  it('starts a new session at every login and ends the one the browser had', async () => {
    const first = sessionCookieOf(
      await postJson(app, '/api/accounts/login/', { mail: account.mail, password: PASSWORD }),
    );
    const second = await postJson(
      app,
      '/api/accounts/login/',
      { mail: account.mail, password: PASSWORD },
      { cookie: first },
    );
    expect(sessionCookieOf(second)).not.toBe(first);
    expect((await app.inject({ url: '/api/accounts/me/', headers: { cookie: first } })).statusCode).toBe(403);
    expect(
      (await app.inject({ url: '/api/accounts/me/', headers: { cookie: sessionCookieOf(second) } }))
        .statusCode,
    ).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const cookie = sessionCookieOf(
      await postJson(app, '/api/accounts/login/', { mail: account.mail, password: PASSWORD }),
    );
    const token = cookie.split('=')[1] ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(await app.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
  });

  it('answers 401 with the same body for a wrong password and an unknown mail (no account probing)', async () => {
    const wrongPassword = await postJson(app, '/api/accounts/login/', {
      mail: account.mail,
      password: 'wrong password',
    });
    const unknownMail = await postJson(app, '/api/accounts/login/', {
      mail: uniqueMail('nobody'),
      password: PASSWORD,
    });
    const body = expectErrorResponse(wrongPassword, 401);
    expectErrorResponse(unknownMail, 401);
    expect(unknownMail.json()).toEqual(body);
    expect(body.errorDescription).toEqual({
      sv: 'Fel e-postadress eller lösenord.',
      en: 'Wrong e-mail address or password.',
      da: 'Forkert e-mailadresse eller adgangskode.',
    });
    expect(wrongPassword.cookies).toHaveLength(0);
    expect(unknownMail.cookies).toHaveLength(0);
  });

  it.each([
    ['no password', { mail: 'someone@example.com' }, 'body.password'],
    ['an empty password', { mail: 'someone@example.com', password: '' }, 'body.password'],
    ['no mail', { password: PASSWORD }, 'body.mail'],
    ['an array body', [], 'body'],
  ])('answers 400 for %s', async (_case, payload, field) => {
    const body = expectErrorResponse(await postJson(app, '/api/accounts/login/', payload), 400);
    expect(body.message).toContain(field);
  });
});
