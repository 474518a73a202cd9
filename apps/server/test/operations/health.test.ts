import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { buildTestApp } from '../helpers/build-test-app';
import { startDatabaseRelay } from '../helpers/database-relay';
import { expectErrorResponse } from '../helpers/expect-error';
import { createTestDatabase } from '../helpers/test-database';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('health probes', () => {
  it('answers live and ready while the database answers', async () => {
    app = await buildTestApp();
    for (const url of ['/health/live', '/health/ready']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers a database that cannot be reached with 503 and Retry-After, never 500', async () => {
    app = await buildTestApp();
    app.get('/test/database-gone', async () => {
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
      throw new Error('Failed query: select 1', { cause: refused });
    });
    app.get('/test/admin-shutdown', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      });
    });
    app.get('/test/bug', async () => {
      throw Object.assign(new Error('duplicate key value'), { code: '23505' });
    });
    for (const url of ['/test/database-gone', '/test/admin-shutdown']) {
      const response = await app.inject({ url });
      expectErrorResponse(response, 503);
      expect(response.headers['retry-after'], url).toBe('5');
    }
    expectErrorResponse(await app.inject({ url: '/test/bug' }), 500);
  });
});

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL that goes away', () => {
  it('answers ready and every other request 503 with Retry-After, while live stays 200', async () => {
    const relay = await startDatabaseRelay(await createTestDatabase());
    app = await buildTestApp({ database: relay.target });
    expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(200);

    await relay.cut('stopped');

    const ready = await app.inject({ url: '/health/ready' });
    expectErrorResponse(ready, 503);
    expect(ready.headers['retry-after']).toBe('5');
    const read = await app.inject({ url: '/api/sites/public/host/nobody.example' });
    expectErrorResponse(read, 503);
    expect(read.headers['retry-after']).toBe('5');
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
  });
});
