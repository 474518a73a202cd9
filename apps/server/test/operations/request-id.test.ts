import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { buildTestApp } from '../helpers/build-test-app';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('request id', () => {
  it("keeps the proxy's sane X-Request-Id and answers with it", async () => {
    app = await buildTestApp();
    const response = await app.inject({ url: '/api/config', headers: { 'x-request-id': 'caddy-7f3a.91:2' } });
    expect(response.headers['x-request-id']).toBe('caddy-7f3a.91:2');
  });

  it('makes a new id when none or an odd one is given', async () => {
    app = await buildTestApp();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const none = await app.inject({ url: '/api/config' });
    expect(none.headers['x-request-id']).toMatch(uuid);
    const odd = await app.inject({ url: '/api/config', headers: { 'x-request-id': 'a b\u00e5'.repeat(3) } });
    expect(odd.headers['x-request-id']).toMatch(uuid);
    const long = await app.inject({ url: '/api/config', headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(long.headers['x-request-id']).toMatch(uuid);
    // Errors carry it as well.
    expect((await app.inject({ url: '/api/nothing-here' })).headers['x-request-id']).toMatch(uuid);
  });
});
