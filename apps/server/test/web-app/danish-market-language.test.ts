import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST_DIR, type App } from '../../src/app';
import { publicPageRendererPath } from '../../src/web-app/load-public-page-renderer';
import { buildTestApp } from '../helpers/build-test-app';

/** `decisions.md` §8: every text a Danish guest sees is Danish by default (issue 39 item 13). */
describe('a guest page of the Danish market, for a browser that asks for none of our languages', () => {
  let app: App;

  beforeAll(async () => {
    if (!existsSync(publicPageRendererPath(DEFAULT_WEB_DIST_DIR))) {
      throw new Error('No web build with its server rendering: run "npm run build" first');
    }
    app = await buildTestApp({ webDistDir: DEFAULT_WEB_DIST_DIR, env: { MARKET: 'dk' } });
  });
  afterAll(() => app.close());

  it('speaks Danish, and Danish first, on the wrong-address page', async () => {
    const response = await app.inject({
      url: '/',
      headers: {
        accept: 'text/html',
        host: 'ingen-alls.party.localhost',
        'accept-language': 'de-DE, fr;q=0.5',
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/<html lang="da"/);
    const danish = response.body.indexOf('Her er ingen side');
    expect(danish).toBeGreaterThan(-1);
    expect(danish).toBeLessThan(response.body.indexOf('Här finns ingen sida'));
  });
});
