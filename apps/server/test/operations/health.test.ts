import { once } from 'node:events';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';

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

/** A TCP relay in front of PostgreSQL that the test can cut, as a network failure or a stopped server would. */
async function startRelay(host: string, port: number): Promise<{ port: number; cut: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    cut: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL that goes away', () => {
  it('answers ready and every other request 503 with Retry-After, while live stays 200', async () => {
    const { createTestDatabase } = await import('../helpers/test-database');
    const target = await createTestDatabase();
    if (target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const url = new URL(target.url);
    const relay = await startRelay(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    app = await buildTestApp({ database: { kind: 'postgres', url: url.toString() } });
    expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(200);

    await relay.cut();

    const ready = await app.inject({ url: '/health/ready' });
    expectErrorResponse(ready, 503);
    expect(ready.headers['retry-after']).toBe('5');
    const read = await app.inject({ url: '/api/sites/public/host/nobody.example' });
    expectErrorResponse(read, 503);
    expect(read.headers['retry-after']).toBe('5');
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
  });
});
