import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('metrics', () => {
  it('counts requests by route template and status, with latency, errors and the mail backlog', async () => {
    app = await buildTestApp();
    for (let i = 0; i < 3; i += 1) await app.inject({ url: '/api/config' });
    await app.inject({ url: '/api/sites/public/host/nobody.example' });
    await app.inject({ url: '/api/nothing-here' });

    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toContain('http_requests_total{method="GET",route="/api/config",status_code="200"} 3');
    expect(text).toContain('route="/api/sites/public/host/:host",status_code="404"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status_code="404"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/config"',
    );
    expect(text).toContain('http_server_errors_total');
    expect(text).toContain('mail_outbox_pending 0');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).not.toContain('nobody.example');
  });

  it('refuses requests that came through a proxy, and anyone without the token when one is set', async () => {
    app = await buildTestApp();
    expectErrorResponse(
      await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } }),
      404,
    );
    await app.close();

    app = await buildTestApp({
      env: { METRICS_PATH: '/internal/metrics', METRICS_TOKEN: 'a-long-enough-secret' },
    });
    expectErrorResponse(await app.inject({ url: '/internal/metrics' }), 404);
    expectErrorResponse(
      await app.inject({
        url: '/internal/metrics',
        headers: { authorization: 'Bearer wrong-secret-of-length' },
      }),
      404,
    );
    const allowed = await app.inject({
      url: '/internal/metrics',
      headers: { authorization: 'Bearer a-long-enough-secret', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_requests_total');
  });

  it('has no metrics route when METRICS_PATH is off', async () => {
    app = await buildTestApp({ env: { METRICS_PATH: 'off' } });
    expectErrorResponse(await app.inject({ url: '/metrics' }), 404);
  });
});
