import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { accounts } from '../../../src/db/schema';
import { PASSWORD, postJson, sessionCookieOf, uniqueMail } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';

describe('POST /api/accounts/register/', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('creates the account, answers 201 { mail, site: null } and logs in', async () => {
    const mail = uniqueMail('New.Person');
    const response = await postJson(app, '/api/accounts/register/', {
      mail: ` ${mail.toUpperCase()} `,
      password: PASSWORD,
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ mail: mail.toLowerCase(), site: null });
    const cookie = response.cookies.find((candidate) => candidate.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const me = await app.inject({
      method: 'GET',
      url: '/api/accounts/me/',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ mail: mail.toLowerCase(), site: null, language: 'sv' });

    const [row] = await app.db.select().from(accounts).where(eq(accounts.mail, mail.toLowerCase()));
    const cost = process.env.PASSWORD_HASH_COST;
    expect(row?.passwordHash).toMatch(new RegExp(`^scrypt\\$${cost}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{86}$`));
  });

  it('stores the chosen interface language', async () => {
    const response = await postJson(app, '/api/accounts/register/', {
      mail: uniqueMail(),
      password: PASSWORD,
      language: 'da',
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/accounts/me/',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(me.json()).toMatchObject({ language: 'da' });
  });

  it('answers 409 when the mail address already has an account, whatever its case', async () => {
    const mail = uniqueMail();
    expect((await postJson(app, '/api/accounts/register/', { mail, password: PASSWORD })).statusCode).toBe(
      201,
    );
    const response = await postJson(app, '/api/accounts/register/', {
      mail: mail.toUpperCase(),
      password: 'another password',
    });
    const body = expectErrorResponse(response, 409);
    expect(body.errorDescription.sv).toContain('Det finns redan ett konto');
    expect(response.cookies).toHaveLength(0);
  });

  it.each([
    ['a missing password', { mail: 'someone@example.com' }, 'body.password'],
    ['a short password', { mail: 'someone@example.com', password: '12345' }, 'body.password'],
    ['a malformed mail', { mail: 'not a mail', password: PASSWORD }, 'body.mail'],
    [
      'an unknown language',
      { mail: 'someone@example.com', password: PASSWORD, language: 'fi' },
      'body.language',
    ],
    ['a number as mail', { mail: 42, password: PASSWORD }, 'body.mail'],
  ])('answers 400 naming the field for %s', async (_case, payload, field) => {
    const body = expectErrorResponse(await postJson(app, '/api/accounts/register/', payload), 400);
    expect(body.message).toContain(field);
  });
});
