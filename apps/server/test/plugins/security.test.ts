import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { postJson, registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { expectErrorResponse } from '../helpers/expect-error';

describe('security', () => {
  let app: App | undefined;
  afterEach(() => app?.close());

  it("sends the pages' security headers on pages and no x-powered-by", async () => {
    app = await buildTestApp();
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('closes everything on API answers, which are data, not pages', async () => {
    app = await buildTestApp();
    const response = await app.inject({ url: '/api/config' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the headers on error answers too', async () => {
    app = await buildTestApp();
    const page = await app.inject({ url: '/nothing/here', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('answers calls that change something under /api without a JSON content type with 415', async () => {
    app = await buildTestApp();
    const methods = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
    app.route({ method: [...methods], url: '/api/test/change', handler: async () => ({ ok: true }) });
    const contentTypes = [
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ];
    for (const method of methods) {
      for (const contentType of contentTypes) {
        const response = await app.inject({
          method,
          url: '/api/test/change',
          payload: '{}',
          headers: contentType ? { 'content-type': contentType } : {},
        });
        expectErrorResponse(response, 415);
      }
      const json = await app.inject({
        method,
        url: '/api/test/change',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(json.statusCode).toBe(200);
    }
  });

  it('accepts JSON content types with parameters and in any case', async () => {
    app = await buildTestApp();
    for (const contentType of ['application/json; charset=utf-8', 'Application/JSON']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/accounts/reset-password/',
        payload: '{"mail":"a@example.com"}',
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('lets a route opt in to multipart uploads', async () => {
    app = await buildTestApp();
    app.post('/api/test/upload', { config: { multipart: true } }, async () => ({ ok: true }));
    app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, {}));
    const upload = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      payload: '--x--',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(upload.statusCode).toBe(200);
  });

  it('uses a Secure __Host- cookie and HSTS when SECURE_COOKIES is on', async () => {
    app = await buildTestApp({ env: { SECURE_COOKIES: 'true' } });
    const response = await postJson(app, '/api/accounts/register/', {
      mail: 'secure@example.com',
      password: 'secret1',
    });
    const cookie = response.cookies.find((candidate) => candidate.name === '__Host-session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie).not.toHaveProperty('domain');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');

    const me = await app.inject({
      url: '/api/accounts/me/',
      headers: { cookie: `__Host-session=${cookie?.value}` },
    });
    expect(me.statusCode).toBe(200);
    const plainName = await app.inject({
      url: '/api/accounts/me/',
      headers: { cookie: `session=${cookie?.value}` },
    });
    expect(plainName.statusCode).toBe(403);
  });

  it('uses the plain session cookie without SECURE_COOKIES', async () => {
    app = await buildTestApp();
    const { cookie } = await registerAccount(app);
    expect(cookie).toMatch(/^session=/);
  });
});
