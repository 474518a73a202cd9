import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { sessions } from '../../../src/db/schema';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';

describe('POST /api/accounts/logout/', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('deletes the session row and clears the cookie', async () => {
    const { cookie } = await registerAccount(app);
    expect(await app.db.select().from(sessions)).toHaveLength(1);

    const response = await postJson(app, '/api/accounts/logout/', {}, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.find((candidate) => candidate.name === 'session');
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge ?? 0).toBeLessThanOrEqual(0);
    expect(await app.db.select().from(sessions)).toHaveLength(0);
    expect((await app.inject({ url: '/api/accounts/me/', headers: { cookie } })).statusCode).toBe(403);
  });

  it('answers 200 when not logged in', async () => {
    const response = await postJson(app, '/api/accounts/logout/', {});
    expect(response.statusCode).toBe(200);
  });

  it('needs a JSON body: no body with a JSON content type is 400, another content type 415', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: { 'content-type': 'application/json' },
    });
    expectErrorResponse(empty, 400);
    expectErrorResponse(await app.inject({ method: 'POST', url: '/api/accounts/logout/' }), 415);
    const form = await app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expectErrorResponse(form, 415);
  });
});
