import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { sessions } from '../../../src/db/schema';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { expectErrorResponse } from '../../helpers/expect-error';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe('GET /api/accounts/me/', () => {
  const clock = createClock();
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
  });
  afterAll(() => app.close());

  const me = (cookie?: string) => app.inject({ url: '/api/accounts/me/', headers: cookie ? { cookie } : {} });

  it('answers 403 in the standard shape when not logged in', async () => {
    const body = expectErrorResponse(await me(), 403);
    expect(body.errorDescription.sv).toContain('inte inloggad');
    expectErrorResponse(await me('session=made-up'), 403);
    expectErrorResponse(await me('session='), 403);
  });

  it('answers the mail, site and language, and works without the trailing slash', async () => {
    const { mail, cookie } = await registerAccount(app);
    expect((await me(cookie)).json()).toEqual({ mail, site: null, language: 'sv' });
    expect((await app.inject({ url: '/api/accounts/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('ends a session after 14 days without use, and keeps a used one', async () => {
    const { cookie } = await registerAccount(app);
    clock.advance(14 * DAY - MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(14 * DAY - MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(14 * DAY);
    expectErrorResponse(await me(cookie), 403);
  });

  it('ends a session after 90 days however much it is used', async () => {
    const { cookie } = await registerAccount(app);
    for (let day = 13; day < 90; day += 13) {
      clock.advance(13 * DAY);
      expect((await me(cookie)).statusCode, `day ${day}`).toBe(200);
    }
    clock.advance(13 * DAY);
    expectErrorResponse(await me(cookie), 403);
  });

  it('refreshes the idle clock at most once a minute', async () => {
    await app.db.delete(sessions);
    const { cookie } = await registerAccount(app);
    const lastSeen = async () => (await app.db.select().from(sessions))[0]?.lastSeenAt.getTime();
    const start = await lastSeen();

    clock.advance(30 * 1000);
    await me(cookie);
    expect(await lastSeen()).toBe(start);

    clock.advance(31 * 1000);
    await me(cookie);
    expect(await lastSeen()).toBe(clock.now().getTime());
  });
});
