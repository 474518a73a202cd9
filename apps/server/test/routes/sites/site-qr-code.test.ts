import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { publicSiteUrl, QR_CODE_OPTIONS } from '../../../src/sites/render-site-qr-code';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite, publishSite } from '../../helpers/sites';

const HOST = 'qr.party.localhost';

describe('GET /api/sites/{id}/qr/{host}/png', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
    await publishSite(app, siteId, HOST);
  });
  afterAll(() => app.close());

  const getQr = (host: string, cookie: string | null = owner.cookie) =>
    app.inject({ url: `/api/sites/${siteId}/qr/${host}/png`, headers: cookie ? { cookie } : {} });

  it('answers a PNG of a QR code that opens the site at its address', async () => {
    const response = await getQr(HOST);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`inline; filename="qr-${HOST}.png"`);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1024, height: 1024 });

    const expected = await QRCode.toBuffer(publicSiteUrl(app.config.publicUrl, HOST), QR_CODE_OPTIONS);
    expect(response.rawPayload.equals(expected)).toBe(true);
  });

  it('answers 404 for a host that is not the site’s', async () => {
    expectErrorResponse(await getQr('someone-else.party.localhost'), 404);
  });

  it('answers 400 for something that is not a host name', async () => {
    expectErrorResponse(await getQr('Not%20A%20Host'), 400);
  });

  it('answers 403 to another account and when logged out', async () => {
    const stranger = await registerAccount(app);
    expectErrorResponse(await getQr(HOST, stranger.cookie), 403);
    expectErrorResponse(await getQr(HOST, null), 403);
  });
});

describe('publicSiteUrl', () => {
  it('puts the host into the scheme and port the server is reached on', () => {
    expect(publicSiteUrl('http://localhost:4417', 'anna.party.localhost')).toBe(
      'http://anna.party.localhost:4417/',
    );
    expect(publicSiteUrl('https://festsidan.se', 'anna.festsidan.se')).toBe('https://anna.festsidan.se/');
  });
});
