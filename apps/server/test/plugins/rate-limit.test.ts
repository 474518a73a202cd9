import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { rateLimitCounters } from '../../src/db/schema';
import { PASSWORD, postJson } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { createClock } from '../helpers/clock';
import { expectErrorResponse } from '../helpers/expect-error';

const ENTRY = { url: 'http://party.localhost/', severity: 1, originId: 'test', userAgent: 'test' };

/**
 * The counts stored in the database on PostgreSQL, where several server processes share them; the embedded
 * database's one process counts in memory and stores none (the answers above show what it counted).
 */
async function expectStoredCounts(app: App, expected: { key: string; count: number }[]): Promise<void> {
  const counters = await app.db.select().from(rateLimitCounters);
  expect(
    counters.map(({ key, count }) => ({ key, count })).sort((a, b) => a.key.localeCompare(b.key)),
  ).toEqual(app.databaseKind === 'postgres' ? expected : []);
}

describe('rate limits', () => {
  let app: App | undefined;
  // A frozen clock keeps each test inside one window, however slow the machine is.
  const frozen = () => createClock(new Date('2030-01-15T12:00:10.000Z')).now;
  afterEach(() => app?.close());

  it('answers 429 with Retry-After once the window is full, and lets the next window through', async () => {
    const clock = createClock(new Date('2030-01-15T12:00:10.000Z'));
    app = await buildTestApp({ now: clock.now, env: { RATE_LIMIT_LOGS: '3/60' } });
    const send = () => postJson(app as App, '/api/logs/', ENTRY);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await send()).statusCode).toBe(201);

    const refused = await send();
    const body = expectErrorResponse(refused, 429);
    expect(refused.headers['retry-after']).toBe('50');
    expect(body.errorDescription.en).toBe(
      'You have made too many attempts. Please wait a moment and try again.',
    );

    clock.advance(50 * 1000);
    expect((await send()).statusCode).toBe(201);
  });

  it('counts each client address separately', async () => {
    app = await buildTestApp({ now: frozen(), env: { RATE_LIMIT_LOGS: '1/60' } });
    expect((await postJson(app, '/api/logs/', ENTRY)).statusCode).toBe(201);
    expectErrorResponse(await postJson(app, '/api/logs/', ENTRY), 429);
    const other = await app.inject({
      method: 'POST',
      url: '/api/logs/',
      payload: ENTRY,
      remoteAddress: '198.51.100.7',
    });
    expect(other.statusCode).toBe(201);
    await expectStoredCounts(app, [
      { key: '127.0.0.1', count: 2 },
      { key: '198.51.100.7', count: 1 },
    ]);
  });

  it('counts a burst from one address exactly: as many get through as the limit allows, all are stored', async () => {
    app = await buildTestApp({ now: frozen(), env: { RATE_LIMIT_LOGS: '4/60' } });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postJson(app as App, '/api/logs/', ENTRY)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(6);
    await expectStoredCounts(app, [{ key: '127.0.0.1', count: 10 }]);
  });

  it('uses X-Forwarded-For only when TRUST_PROXY says so', async () => {
    app = await buildTestApp({ now: frozen(), env: { RATE_LIMIT_LOGS: '1/60', TRUST_PROXY: 'true' } });
    const from = (address: string) =>
      postJson(app as App, '/api/logs/', ENTRY, { 'x-forwarded-for': address });
    expect((await from('203.0.113.1')).statusCode).toBe(201);
    expect((await from('203.0.113.2')).statusCode).toBe(201);
    expectErrorResponse(await from('203.0.113.1'), 429);
  });

  it('limits logins before checking the password', async () => {
    app = await buildTestApp({ now: frozen(), env: { RATE_LIMIT_LOGIN: '1/60' } });
    const login = () =>
      postJson(app as App, '/api/accounts/login/', { mail: 'a@example.com', password: PASSWORD });
    expectErrorResponse(await login(), 401);
    const refused = await login();
    expectErrorResponse(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits registrations and reset requests', async () => {
    app = await buildTestApp({
      now: frozen(),
      env: { RATE_LIMIT_REGISTER: '1/3600', RATE_LIMIT_RESET: '1/900' },
    });
    expectErrorResponse(await postJson(app, '/api/accounts/register/', { mail: 'x' }), 400);
    expectErrorResponse(await postJson(app, '/api/accounts/register/', { mail: 'x' }), 429);
    expect((await postJson(app, '/api/accounts/reset-password/', { mail: 'a@example.com' })).statusCode).toBe(
      200,
    );
    expectErrorResponse(await postJson(app, '/api/accounts/reset-password/', { mail: 'a@example.com' }), 429);
  });
});
