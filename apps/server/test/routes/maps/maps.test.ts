import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { savedMapImageSchema } from '@eventsite/core';
import type { App } from '../../../src/app';
import { postJson, registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { createSite } from '../../helpers/sites';

const LOCATION = encodeURIComponent('Masthuggskyrkan, Göteborg');

describe('map pictures', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
  });
  afterAll(() => app.close());

  const mapUrl = (location: string, zoom: string | number, theme: string, color: string, id = siteId) =>
    `/api/sites/${id}/maps/${location}/${zoom}/${theme}/${color}/`;

  it('answers a 640 × 420 PNG with caching headers', async () => {
    const response = await app.inject({ url: mapUrl(LOCATION, 14, 'SILVER', '0xea4335') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { width, height, format } = await sharp(response.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 640, height: 420, format: 'png' });

    const etag = response.headers.etag as string;
    const cached = await app.inject({
      url: mapUrl(LOCATION, 14, 'SILVER', '0xea4335'),
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    const fresh = await app.inject({
      url: `${mapUrl(LOCATION, 14, 'SILVER', '0xea4335')}?preventCache=true`,
    });
    expect(fresh.rawPayload).toEqual(response.rawPayload);
  });

  it("accepts the colour with '#' or nothing before it, themes in any case, and the preview path", async () => {
    const reference = await app.inject({ url: mapUrl(LOCATION, 12, 'NORMAL', 'ea4335') });
    for (const url of [
      mapUrl(LOCATION, 12, 'normal', '%23ea4335'),
      mapUrl(LOCATION, 12, 'Normal', '0XEA4335'),
      `/api/sites/${siteId}/maps/preview/${LOCATION}/12/NORMAL/0xea4335/`,
      mapUrl(LOCATION, 12, 'NORMAL', 'ea4335').slice(0, -1),
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.rawPayload.equals(reference.rawPayload), url).toBe(true);
    }
  });

  it('draws each place differently', async () => {
    const here = await app.inject({ url: mapUrl(LOCATION, 12, 'NORMAL', 'ea4335') });
    const there = await app.inject({ url: mapUrl('Ystad', 12, 'NORMAL', 'ea4335') });
    const dark = await app.inject({ url: mapUrl(LOCATION, 12, 'DARK', 'ea4335') });
    expect(here.rawPayload.equals(there.rawPayload)).toBe(false);
    expect(here.rawPayload.equals(dark.rawPayload)).toBe(false);
  });

  it('answers 400 for a zoom, theme, colour or location out of bounds', async () => {
    for (const url of [
      mapUrl(LOCATION, 5, 'NORMAL', 'ea4335'),
      mapUrl(LOCATION, 19, 'NORMAL', 'ea4335'),
      mapUrl(LOCATION, 12.5, 'NORMAL', 'ea4335'),
      mapUrl(LOCATION, 'twelve', 'NORMAL', 'ea4335'),
      mapUrl(LOCATION, 12, 'PINK', 'ea4335'),
      mapUrl(LOCATION, 12, 'NORMAL', 'red'),
      mapUrl(LOCATION, 12, 'NORMAL', 'ea43'),
      mapUrl(LOCATION, 12, 'NORMAL', '0xgg4335'),
      mapUrl(LOCATION, 12, 'NORMAL', 'ea4335ff'),
      mapUrl('%20%20', 12, 'NORMAL', 'ea4335'),
      mapUrl('x'.repeat(501), 12, 'NORMAL', 'ea4335'),
      mapUrl('%E0%A4%A', 12, 'NORMAL', 'ea4335'),
    ]) {
      expectErrorResponse(await app.inject({ url }), 400);
    }
  });

  it('answers 404 for a site that does not exist', async () => {
    expectErrorResponse(
      await app.inject({ url: mapUrl(LOCATION, 12, 'NORMAL', 'ea4335', 'no-such-site') }),
      404,
    );
  });

  it("stores the owner's map and answers the saved picture, served at '/api' + path + fileName", async () => {
    const response = await postJson(
      app,
      mapUrl(LOCATION, 14, 'RETRO', '0x3366cc'),
      {},
      { cookie: owner.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const map = savedMapImageSchema.parse(response.json());
    expect(map).toMatchObject({
      path: `/images/uploads/${siteId}/`,
      isDemoImage: false,
      width: 640,
      height: 420,
    });
    expect(map.fileName).toMatch(/^map-[0-9a-f]{24}\.png$/);
    const stored = await app.inject({ url: `/api${map.path}${map.fileName}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/png');
    const rendered = await app.inject({ url: mapUrl(LOCATION, 14, 'RETRO', '3366cc') });
    expect(stored.rawPayload.equals(rendered.rawPayload)).toBe(true);
  });

  it('lets only the owner store a map', async () => {
    const stranger = await registerAccount(app);
    const url = mapUrl(LOCATION, 14, 'RETRO', '3366cc');
    expectErrorResponse(await postJson(app, url, {}, { cookie: stranger.cookie }), 403);
    expectErrorResponse(await postJson(app, url, {}), 403);
    expectErrorResponse(
      await postJson(app, mapUrl(LOCATION, 25, 'RETRO', '3366cc'), {}, { cookie: owner.cookie }),
      400,
    );
  });

  it('draws and stores the map of a quick-start draft without an account', async () => {
    const preview = await app.inject({
      url: `/api/sites/quick-start/maps/preview/${LOCATION}/12/NORMAL/ea4335/`,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');

    const response = await postJson(app, mapUrl(LOCATION, 12, 'NORMAL', 'ea4335', 'quick-start'), {});
    expect(response.statusCode, response.body).toBe(200);
    const map = savedMapImageSchema.parse(response.json());
    expect(map.path).toBe('/images/uploads/quick-start/');
    const stored = await app.inject({ url: `/api${map.path}${map.fileName}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.equals(preview.rawPayload)).toBe(true);
    expectErrorResponse(await postJson(app, mapUrl(LOCATION, 5, 'NORMAL', 'ea4335', 'quick-start'), {}), 400);
  });
});
