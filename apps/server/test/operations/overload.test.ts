import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('overload protection', () => {
  it('refuses requests with 503 and Retry-After in the error shape once the heap is over its limit', async () => {
    // A 1 MB heap limit is always exceeded: the first sample puts the process under pressure.
    app = await buildTestApp({ env: { MAX_HEAP_USED_MB: '1', OVERLOAD_SAMPLE_INTERVAL_MS: '10' } });
    const current = app;
    await vi.waitFor(
      async () => expect((await current.inject({ url: '/api/config' })).statusCode).toBe(503),
      {
        timeout: 10_000,
      },
    );
    const refused = await app.inject({ url: '/api/config' });
    expect(expectErrorResponse(refused, 503).message).toContain('overloaded');
    expect(refused.headers['retry-after']).toBe('10');
    // The process is alive: an orchestrator must not restart it for being busy.
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
    expectErrorResponse(await app.inject({ url: '/health/ready' }), 503);
  });

  it('serves requests under its limits', async () => {
    app = await buildTestApp({ env: { OVERLOAD_SAMPLE_INTERVAL_MS: '10' } });
    expect((await app.inject({ url: '/api/config' })).statusCode).toBe(200);
  });
});
