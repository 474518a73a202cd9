import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_DATA_ELEMENT_ID } from '@eventsite/core';
import type { App } from '../../src/app';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { createSite, getSite, publishSite, putJson } from '../helpers/sites';

const HOST = 'anna-och-erik.party.localhost';
const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
const TEMPLATE =
  '<!doctype html>\n<html>\n  <head>\n    <title>App</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

declare global {
  /** How often the failing server rendering below was asked for a page. */
  var failedServerRenders: number | undefined;
}

/**
 * A web build whose server rendering fails on every page, as one built for development does under a
 * production server (`jsxDEV is not a function`).
 */
async function writeBrokenBuild(root: string): Promise<string> {
  const distDir = join(root, 'dist');
  await mkdir(distDir, { recursive: true });
  await mkdir(join(root, 'dist-ssr'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), TEMPLATE);
  await writeFile(
    join(root, 'dist-ssr', 'render-public-page.js'),
    `export async function renderPublicPage() {
      globalThis.failedServerRenders = (globalThis.failedServerRenders ?? 0) + 1;
      throw new TypeError('jsxDEV is not a function');
    }\n`,
  );
  return distDir;
}

describe('a guest page whose server rendering fails', () => {
  let root: string;
  let app: App;
  let ownerCookie: string;
  let siteId: string;
  const page = () => app.inject({ url: '/sv', headers: { accept: HTML, host: HOST } });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'eventsite-broken-build-'));
    app = await buildTestApp({ webDistDir: await writeBrokenBuild(root) });
    ownerCookie = (await registerAccount(app)).cookie;
    siteId = await createSite(app, ownerCookie);
    await publishSite(app, siteId, HOST);
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('is drawn by the browser, and its rendering is tried once per state of the site, not on every request', async () => {
    globalThis.failedServerRenders = 0;
    for (let request = 0; request < 3; request += 1) {
      const response = await page();
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain(`id="${PUBLIC_PAGE_DATA_ELEMENT_ID}"`);
    }
    expect(globalThis.failedServerRenders).toBe(1);

    const site = await getSite(app, ownerCookie, siteId);
    const saved = await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      { ...site, availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }] },
      ownerCookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    for (let request = 0; request < 2; request += 1) expect((await page()).statusCode).toBe(200);
    expect(globalThis.failedServerRenders).toBe(2);
  });
});
