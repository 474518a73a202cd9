import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { pdfQrCodes } from '../../helpers/pdf-qr-codes';
import { createSite, publishSite, siteDraft } from '../../helpers/sites';

const run = promisify(execFile);

describe("guests' photos: the A5 sign (issue 38 item 1)", () => {
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  const host = `sign-${Date.now()}.party.localhost`;
  const sign = () => `/api/sites/${siteId}/guest-photos/sign.pdf`;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(() => app.close());

  it('is the owner’s alone, and needs a published site', async () => {
    expect((await app.inject({ url: sign() })).json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    const stranger = await registerAccount(app);
    expect((await app.inject({ url: sign(), headers: { cookie: stranger.cookie } })).statusCode).toBe(403);
    const unpublished = await app.inject({ url: sign(), headers: { cookie: owner.cookie } });
    expect(unpublished.statusCode).toBe(409);
    expect(unpublished.json()).toMatchObject({ code: 'SITE_NOT_PUBLISHED' });
  });

  it('prints an A5 sign with the hosts’ names, the words and the upload page’s QR and link', async () => {
    await publishSite(app, siteId, host);
    const response = await app.inject({ url: sign(), headers: { cookie: owner.cookie } });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sign.pdf"');
    const dir = await mkdtemp(join(tmpdir(), 'guest-photos-sign-'));
    try {
      const file = join(dir, 'sign.pdf');
      await writeFile(file, response.rawPayload);
      const { stdout: info } = await run('pdfinfo', [file]);
      expect(info).toMatch(/Pages:\s+1\n/);
      const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
      // A5 is 419.5 × 595.3 pt; Chromium rounds the sheet to whole points.
      expect(Math.abs(Number(size?.[1]) - 419.5)).toBeLessThan(1);
      expect(Math.abs(Number(size?.[2]) - 595.3)).toBeLessThan(1);
      const { stdout: text } = await run('pdftotext', [file, '-']);
      const words = text.replace(/\s+/g, ' ');
      // The names are set in capitals, as the seating prints' kicker.
      expect(words).toContain('ANNA & ERIK');
      for (const expected of [
        'Dela dina bilder',
        'Skanna koden med mobilen – ingen app, inget konto',
        `${host}:3000/sv/bilder`,
      ]) {
        expect(words).toContain(expected);
      }
      expect(await pdfQrCodes(response.rawPayload)).toEqual([`http://${host}:3000/sv/bilder`]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('speaks the site’s first language', async () => {
    const dane = await registerAccount(app);
    const danishId = await createSite(app, dane.cookie, {
      ...siteDraft(),
      availableLanguages: [{ languageCode: 'da' }, { languageCode: 'sv' }],
    });
    const danishHost = `skilt-${Date.now()}.party.localhost`;
    await publishSite(app, danishId, danishHost);
    const response = await app.inject({
      url: `/api/sites/${danishId}/guest-photos/sign.pdf`,
      headers: { cookie: dane.cookie },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const dir = await mkdtemp(join(tmpdir(), 'guest-photos-sign-'));
    try {
      const file = join(dir, 'skilt.pdf');
      await writeFile(file, response.rawPayload);
      const { stdout: text } = await run('pdftotext', [file, '-']);
      const words = text.replace(/\s+/g, ' ');
      expect(words).toContain('Del dine billeder');
      expect(words).toContain('Scan koden med mobilen – ingen app, ingen konto');
      expect(words).toContain(`${danishHost}:3000/da/bilder`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
