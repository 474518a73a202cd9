import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the web app', () => {
  let distDir: string;
  let app: App | undefined;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'eventsite-web-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(
      join(distDir, 'index.html'),
      '<!doctype html><html><head><title>Fest</title></head><body></body></html>',
    );
    await writeFile(join(distDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));
  afterEach(() => app?.close());

  it('answers page paths with index.html carrying the config', async () => {
    app = await buildTestApp({ webDistDir: distDir });
    for (const url of ['/', '/logga-in', '/redigera/abc/konto?x=1', '/aterstall-losenord/token']) {
      const response = await app.inject({ url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toMatch(
        /<meta name="app-config" content="\{&quot;brand&quot;:&quot;party&quot;.*">\s*<\/head>/,
      );
    }
    expect((await app.inject({ method: 'HEAD', url: '/logga-in', headers: HTML })).statusCode).toBe(200);
  });

  it('serves hashed assets for a year and other files with revalidation', async () => {
    app = await buildTestApp({ webDistDir: distDir });
    const script = await app.inject({ url: '/assets/index-3f9a1c.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("app")');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 in the standard shape for API paths, missing assets and non-HTML requests', async () => {
    app = await buildTestApp({ webDistDir: distDir });
    expectErrorResponse(await app.inject({ url: '/api/nothing', headers: HTML }), 404);
    expectErrorResponse(await app.inject({ url: '/api', headers: HTML }), 404);
    expectErrorResponse(await app.inject({ url: '/dev/nothing', headers: HTML }), 404);
    expectErrorResponse(await app.inject({ url: '/assets/missing-123.js', headers: HTML }), 404);
    expectErrorResponse(
      await app.inject({ url: '/logo.png', headers: { accept: 'image/avif,image/webp' } }),
      404,
    );
    expectErrorResponse(await app.inject({ method: 'POST', url: '/logga-in', headers: HTML }), 404);
  });

  it('does not serve index.html untransformed', async () => {
    app = await buildTestApp({ webDistDir: distDir });
    const response = await app.inject({ url: '/index.html', headers: HTML });
    expect(response.body).toContain('app-config');
  });

  it('starts without a build, answering 404 for pages', async () => {
    app = await buildTestApp({ webDistDir: join(distDir, 'missing') });
    expectErrorResponse(await app.inject({ url: '/', headers: HTML }), 404);
    expect((await app.inject({ url: '/api/config' })).statusCode).toBe(200);
  });
});
