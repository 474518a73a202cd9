import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { buildTestApp } from '../helpers/build-test-app';

/** Issue 33 item 1: the privacy page, rendered by the server in the brand's and market's words. */
describe('the privacy page', () => {
  let app: App | undefined;
  afterEach(() => app?.close());

  const page = (url: string) => app!.inject({ url, headers: { accept: 'text/html' } });

  it('is Swedish by default in Sweden, readable without script, with the periods of the configuration', async () => {
    app = await buildTestApp({ env: { GUEST_DATA_RETENTION_MONTHS: '18', IP_LOG_RETENTION_DAYS: '14' } });
    const response = await page('/integritetspolicy');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="sv"');
    expect(html).toContain('<h1 id="privacy-title">Integritetspolicy</h1>');
    expect(html).not.toContain('<script');
    expect(html).toContain('raderas 18 månader efter att sidans publicering har upphört');
    expect(html).toContain('sparas högst 14 dagar');
    expect(html).toContain('personuppgiftsbiträde');
    expect(html).toContain('Stripe Payments Europe');
    expect(html).toContain('Getswish (Swish)');
    expect(html).not.toContain('MobilePay');
    expect(html).toContain('Integritetsskyddsmyndigheten');
    // Printed invitations are the wedding brand's alone.
    expect(html).not.toContain('Gelato');
    expect(html).toMatch(/href="mailto:[^"]+@/);
  });

  it('answers in English and Danish by path or ?lang=, and ignores an unknown language', async () => {
    app = await buildTestApp();
    const english = await page('/en/integritetspolicy');
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('Privacy policy');
    expect(english.body).toContain('data processor');
    expect(english.body).toContain('after the site’s publication ends');
    expect((await page('/integritetspolicy?lang=en')).body).toBe(english.body);
    const danish = await page('/da/integritetspolicy');
    expect(danish.body).toContain('<html lang="da"');
    expect(danish.body).toContain('Privatlivspolitik');
    expect(danish.body).toContain('databehandler');
    expect((await page('/integritetspolicy?lang=da')).body).toBe(danish.body);
    expect((await page('/integritetspolicy?lang=fr')).body).toContain('<html lang="sv"');
  });

  it('is Danish by default in Denmark, with MobilePay, Datatilsynet and, for weddings, the print partner', async () => {
    app = await buildTestApp({ env: { MARKET: 'dk', BRAND: 'wedding' } });
    const html = (await page('/integritetspolicy')).body;
    expect(html).toContain('<html lang="da" data-brand="wedding"');
    expect(html).toContain('Vipps MobilePay');
    expect(html).not.toContain('Swish');
    expect(html).toContain('Datatilsynet');
    expect(html).toContain('Gelato');
    expect(html).toContain('slettes 12 måneder efter');
    expect(html).toContain('højst 30 dage');
    // The language links: Danish has no prefix in Denmark, Swedish does.
    expect(html).toContain('href="/sv/integritetspolicy"');
    expect(html).toContain('href="/integritetspolicy" hreflang="da"');
    expect((await page('/sv/integritetspolicy')).body).toContain('Integritetspolicy');
  });

  it('is in the OpenAPI document', async () => {
    app = await buildTestApp();
    const document = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/integritetspolicy', '/en/integritetspolicy', '/da/integritetspolicy']),
    );
  });
});
