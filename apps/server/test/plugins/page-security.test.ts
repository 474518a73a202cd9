import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { createSite, publishSite } from '../helpers/sites';

const HTML = { accept: 'text/html' };
const GUEST_HOST = 'anna.party.localhost';

/** Issue 33 item 6: what a page allows the browser to fetch and what a Referer gives away, in production. */
describe('page security headers in production', () => {
  let distDir: string;
  let app: App;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'eventsite-web-dist-'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    app = await buildTestApp({
      webDistDir: distDir,
      env: {
        NODE_ENV: 'production',
        CARD_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_page_security',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_page_security',
        STRIPE_WEBHOOK_SECRET: 'whsec_page_security',
      },
    });
    const owner = await registerAccount(app);
    const siteId = await createSite(app, owner.cookie);
    await publishSite(app, siteId, GUEST_HOST);
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it("allows Stripe on the owners' app, where card payment runs, and no inline script", async () => {
    const response = await app.inject({ url: '/redigera/abc/valj-adress', headers: HTML });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("keeps a guest's page to our own origin and personal links out of other sites' Referer", async () => {
    for (const url of ['/sv?g=personal-token', '/?g=personal-token']) {
      const response = await app.inject({ url, headers: { ...HTML, host: GUEST_HOST } });
      expect([200, 302]).toContain(response.statusCode);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("img-src 'self' data: blob:;");
      expect(csp).toContain("connect-src 'self';");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com;');
      expect(csp).not.toContain('stripe');
      expect(csp).not.toContain('https:;');
      expect(response.headers['referrer-policy']).toBe('strict-origin');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    }
  });
});
