import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { REPO_ROOT } from '../../src/config';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';
import { createSite, getSite, publishSite, putJson } from '../helpers/sites';

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
    // Data, not a page: the closed policy of API answers, none of the headers only pages need.
    expect(script.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['cross-origin-opener-policy']).toBeUndefined();
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build-time brotli or gzip copy of an asset, which unpacks to the file, and no source maps', async () => {
    const script = `export const greeting = ${JSON.stringify('hej '.repeat(2000))};\n`;
    await writeFile(join(distDir, 'assets', 'entry-5be1f0.js'), script);
    await writeFile(join(distDir, 'assets', 'entry-5be1f0.js.map'), '{"version":3,"sources":["entry.ts"]}');
    await promisify(execFile)(process.execPath, [
      join(REPO_ROOT, 'apps/web/scripts/precompress-assets.mjs'),
      distDir,
    ]);
    app = await buildTestApp({ webDistDir: distDir });
    const url = '/assets/entry-5be1f0.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect((await app.inject({ url })).body).toBe(script);
    for (const hidden of [`${url}.map`, `${url}.br`, `${url}.gz`]) {
      expectErrorResponse(await app.inject({ url: hidden, headers: HTML }), 404);
    }
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

describe("a public site's page", () => {
  const HOST = 'anna-och-erik.party.localhost';
  let distDir: string;
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'eventsite-web-dist-'));
    await writeFile(
      join(distDir, 'index.html'),
      '<!doctype html><html><head><title></title></head><body><div id="root"></div></body></html>',
    );
    app = await buildTestApp({ webDistDir: distDir });
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
    await publishSite(app, siteId, HOST);
    const site = await getSite(app, owner.cookie, siteId);
    const hostile = { sv: '</title><script>alert("x")</script> & Co' };
    const withImage = {
      ...site,
      siteModules: site.usesSiteModules
        ? site.siteModules.map((module) =>
            module.siteModuleType === 'Header'
              ? {
                  ...module,
                  title: hostile,
                  image: {
                    path: `/images/uploads/${siteId}/`,
                    fileName: 'header.jpg',
                    sizes: [
                      { size: 800, fileName: 'header-800.jpg' },
                      { size: 1600, fileName: 'header-1600.jpg' },
                    ],
                  },
                }
              : module,
          )
        : [],
    };
    const saved = await putJson(app, `/api/sites/V2/${siteId}`, withImage, owner.cookie);
    if (saved.statusCode !== 200) throw new Error(saved.body);
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  // The sites offer several languages: a path without one is redirected to it.
  const page = (host: string, url = '/sv', cookie?: string) =>
    app.inject({ url, headers: { ...HTML, host, ...(cookie ? { cookie } : {}) } });

  it('carries the escaped title, the link preview and the site for the first paint', async () => {
    const response = await page(HOST);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = response.body;
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      `<meta property="og:image" content="http://${HOST}/api/images/uploads/${siteId}/header-1600.jpg">`,
    );
    expect(html).toContain(`<meta property="og:url" content="http://${HOST}/sv">`);
    expect(html).toContain('<meta name="robots" content="all">');
    const json =
      /<script type="application\/json" id="public-site-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    const data = JSON.parse(json) as { host: string; state: { site: { _id: string; password?: unknown } } };
    expect(data.host).toBe(HOST);
    expect(data.state.site._id).toBe(siteId);
    expect(json).not.toContain('formRecipients');
    expect(json).not.toContain('@');
    expect(html.indexOf('public-site-data')).toBeLessThan(html.indexOf('</head>'));
  });

  it('counts the visit as the API does', async () => {
    await app.publicRead.visits.flush();
    const before = (await getSite(app, owner.cookie, siteId)).visitorCount;
    const first = await page(HOST);
    const visitor = first.cookies.find((cookie) => cookie.name === 'visitor');
    expect(visitor).toBeDefined();
    const cookie = `visitor=${visitor?.value}`;
    await page(HOST, '/en', cookie);
    await app.inject({ url: `/api/sites/public/host/${HOST}`, headers: { cookie } });
    await app.publicRead.visits.flush();
    expect((await getSite(app, owner.cookie, siteId)).visitorCount).toBe(before + 1);
  });

  it('honours ?domainHost= and tells robots to stay away when metaNoindex is set', async () => {
    await putJson(app, `/api/sites/${siteId}/metaNoindex`, { metaNoindex: true }, owner.cookie);
    const response = await page('localhost', `/sv?domainHost=${HOST}`);
    expect(response.body).toContain('<meta name="robots" content="noindex, noimageindex, nofollow">');
    expect(response.body).toContain('id="public-site-data"');
  });

  it('gives both demo hosts their own link preview and site for the first paint', async () => {
    const demos = [
      { host: 'demo.party.localhost', id: 'DEMO-party-se', title: 'Annas 40-årsfest' },
      { host: 'demo.student.party.localhost', id: 'DEMO-party-se-student', title: 'Elsa tar studenten!' },
    ];
    for (const { host, id, title } of demos) {
      const html = (await page(host)).body;
      expect(html, host).toContain(`<meta property="og:title" content="${title}">`);
      expect(html, host).toContain(`<meta property="og:url" content="http://${host}/sv">`);
      expect(html, host).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/api\/images\/[^"]+">/);
      const json = /id="public-site-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
      expect((JSON.parse(json) as { state: { site?: { _id: string } } }).state.site?._id, host).toBe(id);
    }
  });

  it("answers a toastmaster's desk on the site's host with the app's page: no site, no index, no cache", async () => {
    const url = `/toastmaster/${'Ab3_-'.repeat(8)}`;
    for (const host of [HOST, 'nobody.party.localhost']) {
      const response = await page(host, url);
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['cache-control'], host).toBe('no-store');
      expect(response.headers['referrer-policy'], host).toBe('strict-origin');
      expect(response.body, host).toContain('<meta name="robots" content="noindex, noimageindex, nofollow">');
      expect(response.body, host).toContain('app-config');
      expect(response.body, host).not.toContain('public-site-data');
      expect(response.body, host).not.toContain('og:');
    }
    // A path that is no desk's is the site's own (its language redirect); the product's host is not a site.
    expect((await page(HOST, '/toastmaster/short')).statusCode).toBe(404);
    expect((await page('party.localhost', url)).headers['cache-control']).toBe('no-cache');
  });

  it("inlines no site for the product's own hosts, unknown hosts and a site behind its password", async () => {
    for (const host of ['party.localhost', 'localhost']) {
      const response = await page(host);
      expect(response.statusCode, host).toBe(200);
      expect(response.body, host).not.toContain('public-site-data');
      expect(response.body, host).not.toContain('og:');
      expect(response.body, host).toContain('app-config');
    }
    const unknown = await page('nobody.party.localhost');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('"state":{"status":"notFound"}');
    expect(unknown.body).not.toContain('og:');
    await putJson(app, `/api/sites/${siteId}/password`, { password: 'hemligt' }, owner.cookie);
    const gated = await page(HOST);
    expect(gated.statusCode).toBe(401);
    expect(gated.body).toContain(`"state":{"status":"password","siteId":"${siteId}"}`);
    expect(gated.body).not.toContain('alert');
    const login = await app.inject({
      method: 'POST',
      url: `/api/sites/public/${siteId}/login`,
      payload: { password: 'hemligt' },
    });
    const guest = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    expect((await page(HOST, '/sv', guest)).body).toContain('"state":{"status":"site"');
  });
});
