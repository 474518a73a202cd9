import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST_DIR, type App } from '../../src/app';
import { publicPageRendererPath } from '../../src/web-app/load-public-page-renderer';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { createSite, getSite, publishSite, putJson } from '../helpers/sites';

/*
 * Guests' pages drawn on the server (issue 15, `001` §2, §4) with the real web build, which `npm run build`
 * makes (scripts/test.sh builds before these tests run).
 */
const HOST = 'linnea-och-jonas.party.localhost';
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';

const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const MODULES = [
  {
    id: 'header-1',
    siteModuleType: 'Header',
    title: { sv: 'Linnea & Jonas', en: 'Linnea & Jonas' },
    secondLine: { sv: '14 juni 2031 · Göteborg', en: '14 June 2031 · Gothenburg' },
  },
  {
    id: 'text-1',
    siteModuleType: 'Text',
    title: { sv: 'Välkomna', en: 'Welcome' },
    menuTitle: { sv: 'Hälsning', en: 'Greeting' },
    text: { sv: paragraph('Vi gifter oss i sommar.'), en: paragraph('We are getting married this summer.') },
  },
  {
    id: 'text-2',
    siteModuleType: 'Text',
    title: { sv: 'Boende', en: 'Where to stay' },
    text: { sv: paragraph('Hotell finns nära kyrkan.'), en: paragraph('There are hotels near the church.') },
  },
];

/** The markup the server drew, without the head and the inlined data (what shows before any script). */
function drawn(html: string): string {
  const start = html.indexOf('<div id="root">');
  return html.slice(start, html.indexOf('</body>', start));
}

/** The text a reader sees in markup, tags left out. */
function textOf(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

describe('guest pages rendered on the server', () => {
  let app: App;
  let ownerCookie: string;
  let siteId: string;

  const page = (host: string, url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { accept: HTML, host, ...headers } });

  beforeAll(async () => {
    if (!existsSync(publicPageRendererPath(DEFAULT_WEB_DIST_DIR))) {
      throw new Error('No web build with its server rendering: run "npm run build" first');
    }
    app = await buildTestApp({ webDistDir: DEFAULT_WEB_DIST_DIR });
    ownerCookie = (await registerAccount(app)).cookie;
    siteId = await createSite(app, ownerCookie);
    await publishSite(app, siteId, HOST);
    const site = await getSite(app, ownerCookie, siteId);
    const saved = await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      { ...site, availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }], siteModules: MODULES },
      ownerCookie,
    );
    if (saved.statusCode !== 200) throw new Error(saved.body);
  });
  afterAll(() => app.close());

  it('draws the title, second line, menu and module texts in the language of the address', async () => {
    const swedish = await page(HOST, '/sv');
    expect(swedish.statusCode).toBe(200);
    expect(swedish.body).toMatch(/<html lang="sv"/);
    const markup = drawn(swedish.body);
    expect(markup).not.toContain('<script');
    const text = textOf(markup);
    expect(markup).toMatch(/<h1[^>]*>Linnea &amp; Jonas<\/h1>/);
    expect(text).toContain('14 juni 2031 · Göteborg');
    expect(text).toContain('Vi gifter oss i sommar.');
    expect(text).toContain('Hotell finns nära kyrkan.');
    expect(markup).toMatch(/<nav class="site-menu" aria-label="Meny">/);
    expect(markup).toMatch(/<a class="site-menu__link" href="#halsning">Hälsning<\/a>/);
    expect(markup).toMatch(/<a class="site-menu__link" href="#boende">Boende<\/a>/);
    expect(markup).toMatch(/<nav class="site-languages" aria-label="Språk">/);
    expect(text).toContain('Svenska sv English en');

    const english = await page(HOST, '/en');
    expect(english.statusCode).toBe(200);
    expect(english.body).toMatch(/<html lang="en"/);
    const englishText = textOf(drawn(english.body));
    expect(englishText).toContain('14 June 2031 · Gothenburg');
    expect(englishText).toContain('We are getting married this summer.');
    expect(drawn(english.body)).toMatch(/<a class="site-menu__link" href="#greeting">Greeting<\/a>/);
    expect(englishText).not.toContain('Vi gifter oss');
  });

  it('sends the site, its fonts and its style sheets along, and nothing of the one guest', async () => {
    const first = await page(HOST, '/sv?inbjudan=1', { 'accept-language': 'en-GB', cookie: 'visitor=a' });
    const second = await page(HOST, '/sv/', { 'accept-language': 'da', cookie: 'visitor=b' });
    expect(first.body).toBe(second.body);
    // The style sheets travel inside the page, so that its first paint waits for no other download.
    const styles = [...first.body.matchAll(/<style>(.*?)<\/style>/gs)].map((match) => match[1]).join('');
    expect(styles).toMatch(/\[data-theme=theme\d+\]/);
    expect(first.body).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled>)/);
    // The scripts only make the drawn page interactive: one small script starts them once the page's
    // images and fonts have loaded, and names the entry and every chunk of the guests' app.
    const scripts = [...first.body.matchAll(/<script type="module"[^>]*>/g)].map((match) => match[0]);
    expect(scripts).toEqual([
      expect.stringMatching(
        /^<script type="module" fetchpriority="high" crossorigin src="\/assets\/guest-boot-[^"]+\.js" data-entry="\/assets\/index-[^"]+\.js" data-chunks="[^"]*\/assets\/public-app-[^"]+\.js[^"]*">$/,
      ),
    ]);
    // Only the boot script's own imports are preloaded, beside it, so that it needs one round trip.
    const preloads = [...first.body.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
    for (const preload of preloads) {
      expect(preload).toMatch(
        /^<link rel="modulepreload" fetchpriority="high" crossorigin href="\/assets\/guest-boot-[^"]+\.js">$/,
      );
    }
    // The site's heading font is preloaded; the product's own interface font (Inter) is not, and only the
    // product's own style sheet declares it (a declared face that nothing uses is never downloaded).
    expect(first.body).toMatch(
      /<link rel="preload" as="font" [^>]*href="\/assets\/playfair-display-latin-400/,
    );
    expect(first.body).not.toMatch(/<link rel="preload"[^>]*inter[^"]*\.woff2/i);
    const json = /id="public-site-data">(.*?)<\/script>/s.exec(first.body)?.[1] ?? '{}';
    const data = JSON.parse(json) as {
      pathname: string;
      state: { status: string; site?: { _id: string } };
      facts: { languageNames: Record<string, string> };
    };
    expect(data.pathname).toBe('/sv');
    // The browser takes the switcher's names over instead of loading its own language-name data.
    expect(data.facts.languageNames).toEqual({ sv: 'Svenska', en: 'English' });
    expect(data.state.status).toBe('site');
    expect(data.state.site?._id).toBe(siteId);
  });

  it('redirects a path without a language once, to the browser language, keeping the query string', async () => {
    const english = await page(HOST, '/?inbjudan=7', { 'accept-language': 'en-US,en;q=0.9,sv;q=0.8' });
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe('/en?inbjudan=7');
    const other = await page(HOST, '/', { 'accept-language': 'de-DE, fr;q=0.5' });
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toBe('/sv');
  });

  it('leads a language in capitals, or one the site lacks, to a language the site offers', async () => {
    const capitals = await page(HOST, '/SV?g=abc');
    expect(capitals.statusCode).toBe(302);
    expect(capitals.headers.location).toBe('/sv?g=abc');
    const lacking = await page(HOST, '/fr', { 'accept-language': 'en-GB' });
    expect(lacking.statusCode).toBe(302);
    expect(lacking.headers.location).toBe('/en');
  });

  it('answers 404 with the wrong-address page for a path that is no language, a deeper path and an unknown host', async () => {
    for (const [host, url] of [
      [HOST, '/kontakt'],
      [HOST, '/sv/program'],
      ['ingen-alls.party.localhost', '/'],
    ] as const) {
      const response = await page(host, url);
      expect(response.statusCode, url).toBe(404);
      const text = textOf(drawn(response.body));
      expect(text, url).toContain('Här finns ingen sida');
      expect(text, url).toContain('There is no site here');
      expect(text, url).toContain('Her er ingen side');
      expect(text, url).not.toContain('Linnea');
      expect(response.body).toContain('<meta name="robots" content="noindex, noimageindex, nofollow">');
    }
  });

  it('draws the demo site, every module type, in Swedish', async () => {
    const response = await page('demo.party.localhost', '/sv');
    expect(response.statusCode).toBe(200);
    const markup = drawn(response.body);
    expect(markup).not.toContain('<script');
    expect(markup).toMatch(/<h1[^>]*>Annas 40-årsfest<\/h1>/);
    // The countdown's instant comes worked out, so a phone loads no time-zone data to hydrate it.
    const json = /id="public-site-data">(.*?)<\/script>/s.exec(response.body)?.[1] ?? '{}';
    const facts = (JSON.parse(json) as { facts: { countdownTargets: Record<string, number> } }).facts;
    expect(Object.values(facts.countdownTargets)).toEqual([expect.any(Number)]);
    const text = textOf(markup);
    expect(text).toContain('Välkommen på min 40-årsfest');
    expect(text).toContain('Grinda Wärdshus, Grinda, Värmdö');
    expect(text).toContain('För att svara behöver du slå på JavaScript i webbläsaren.');
    expect(markup).toMatch(/role="timer"/);
  });

  it('answers 401 with the password gate, and the site once the guest has logged in', async () => {
    await putJson(app, `/api/sites/${siteId}/password`, { password: 'hemligt' }, ownerCookie);
    const gate = await page(HOST, '/sv', { 'accept-language': 'sv-SE' });
    expect(gate.statusCode).toBe(401);
    const text = textOf(drawn(gate.body));
    expect(text).toContain('Sidan är lösenordsskyddad');
    expect(text).toContain('För att logga in behöver du slå på JavaScript i webbläsaren.');
    expect(gate.body).not.toContain('Linnea');
    expect(gate.body).not.toContain('Vi gifter oss');
    expect(gate.body).toContain('<meta name="robots" content="noindex, noimageindex, nofollow">');

    const login = await app.inject({
      method: 'POST',
      url: `/api/sites/public/${siteId}/login`,
      payload: { password: 'hemligt' },
    });
    const guest = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const site = await page(HOST, '/sv', { cookie: guest });
    expect(site.statusCode).toBe(200);
    expect(textOf(drawn(site.body))).toContain('Vi gifter oss i sommar.');
    await putJson(app, `/api/sites/${siteId}/password`, { password: '' }, ownerCookie);
  });
});
