import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSchema, type Image } from '@eventsite/core';
import type { App } from '../../../src/app';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { multipartBody, uploadFile } from '../../helpers/multipart';
import { createSite } from '../../helpers/sites';
import { pixelBombPng, testJpeg, testPng } from '../../helpers/test-images';

async function storedFile(app: App, image: Pick<Image, 'path'>, fileName: string) {
  const response = await app.inject({ url: `/api${image.path}${fileName}` });
  expect(response.statusCode, `${image.path}${fileName}`).toBe(200);
  return response.rawPayload;
}

describe('POST /api/sites/{siteId}/upload-image (002 §7, decisions §4)', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  let photo: Buffer;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
    // Stored upright: EXIF orientation 6 turns this 2400 × 1600 picture a quarter turn.
    photo = await testJpeg(2400, 1600, 6);
  });
  afterAll(() => app.close());

  const url = () => `/api/sites/${siteId}/upload-image`;

  it('stores a JPEG upright, without its metadata, at every size', async () => {
    const response = await uploadFile(app, url(), photo, {
      filename: 'Midsommar 2030.jpg',
      cookie: owner.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = imageSchema.parse(response.json());
    expect(image).toMatchObject({
      path: `/images/uploads/${siteId}/`,
      originalName: 'Midsommar 2030.jpg',
      temporary: false,
      isDemoImage: false,
      width: 1600,
      height: 2400,
    });
    expect(image.fileName).toMatch(/^[0-9a-f]{24}\.jpg$/);
    expect(image.sizes.map((size) => size.size)).toEqual([1600, 1200, 800, 600]);
    // Upright already: a phone's header shows all of it, so no portrait crop is stored.
    expect(image.portraitSizes).toBeUndefined();

    const original = await sharp(await storedFile(app, image, image.fileName)).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 1600, height: 2400 });
    expect(original.exif).toBeUndefined();
    expect(original.orientation).toBeUndefined();
    for (const { size, fileName } of image.sizes) {
      const stored = await sharp(await storedFile(app, image, fileName)).metadata();
      expect(stored, fileName).toMatchObject({ format: 'jpeg', width: size, height: Math.round(size * 1.5) });
      expect(stored.exif).toBeUndefined();
    }
  });

  it("stores a landscape picture's 3 : 4 middle for a header on a phone, 800 px wide (issue 40)", async () => {
    const response = await uploadFile(app, url(), await testJpeg(2400, 1600), {
      filename: 'Strand.jpg',
      cookie: owner.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = imageSchema.parse(response.json());
    const stem = image.fileName.replace(/\.jpg$/, '');
    expect(image.portraitSizes).toEqual([{ size: 800, fileName: `${stem}-portrait-800.jpg` }]);
    const stored = await sharp(await storedFile(app, image, `${stem}-portrait-800.jpg`)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 800, height: 1067 });
    expect(stored.exif).toBeUndefined();
  });

  it('keeps a transparent PNG transparent (WebP) and turns an opaque one into JPEG, never enlarged', async () => {
    const transparent = imageSchema.parse(
      (
        await uploadFile(app, url(), await testPng(900, 500, 0.5), {
          filename: 'logo.png',
          contentType: 'image/png',
          cookie: owner.cookie,
        })
      ).json(),
    );
    expect(transparent.fileName).toMatch(/\.webp$/);
    expect(transparent.sizes.map((size) => size.size)).toEqual([900, 800, 600]);
    const stored = await sharp(
      await storedFile(app, transparent, transparent.sizes[0]?.fileName ?? ''),
    ).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 900, height: 500, hasAlpha: true });

    const opaque = imageSchema.parse(
      (
        await uploadFile(app, url(), await testPng(500, 300, 1), {
          filename: 'flag.png',
          contentType: 'image/png',
          cookie: owner.cookie,
        })
      ).json(),
    );
    expect(opaque.fileName).toMatch(/\.jpg$/);
    expect(opaque.sizes.map((size) => size.size)).toEqual([500]);
  });

  it('refuses a text file named .jpg, an SVG and an empty file with 4xx in the standard shape', async () => {
    const text = await uploadFile(app, url(), 'Det här är ingen bild.\n', {
      filename: 'notes.jpg',
      cookie: owner.cookie,
    });
    expect(expectErrorResponse(text, 415).errorDescription.sv).toContain('ingen bild');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expectErrorResponse(
      await uploadFile(app, url(), svg, {
        filename: 'a.svg',
        contentType: 'image/svg+xml',
        cookie: owner.cookie,
      }),
      415,
    );
    // A JPEG cut off halfway decodes partly; it is refused rather than stored half grey.
    expectErrorResponse(
      await uploadFile(app, url(), photo.subarray(0, photo.length / 2), { cookie: owner.cookie }),
      415,
    );
    expectErrorResponse(await uploadFile(app, url(), Buffer.alloc(0), { cookie: owner.cookie }), 400);
  });

  it('refuses a file over 20 MB', async () => {
    const oversized = Buffer.concat([photo, Buffer.alloc(20 * 1024 * 1024)]);
    const body = expectErrorResponse(await uploadFile(app, url(), oversized, { cookie: owner.cookie }), 413);
    expect(body.errorDescription.sv).toContain('20 MB');
  });

  it('refuses a pixel bomb before decoding it', async () => {
    const bomb = pixelBombPng(60000, 60000);
    expect(bomb.length).toBeLessThan(200);
    const response = await uploadFile(app, url(), bomb, {
      filename: 'small.png',
      contentType: 'image/png',
      cookie: owner.cookie,
    });
    expect(expectErrorResponse(response, 413).message).toContain('60000 × 60000');
  });

  it('wants exactly one file in the field file', async () => {
    const wrongField = multipartBody([
      { name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    const twoFiles = multipartBody([
      { name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: photo },
      { name: 'file', filename: 'b.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    const noFile = multipartBody([{ name: 'note', data: 'hello' }]);
    for (const body of [wrongField, twoFiles, noFile]) {
      const response = await app.inject({
        method: 'POST',
        url: url(),
        payload: body.payload,
        headers: { 'content-type': body.contentType, cookie: owner.cookie },
      });
      expectErrorResponse(response, 400);
    }
  });

  it('lets only the owner upload', async () => {
    const stranger = await registerAccount(app);
    expectErrorResponse(await uploadFile(app, url(), photo, { cookie: stranger.cookie }), 403);
    expectErrorResponse(await uploadFile(app, url(), photo), 403);
    expectErrorResponse(
      await uploadFile(app, '/api/sites/no-such-site/upload-image', photo, { cookie: owner.cookie }),
      403,
    );
  });
});

describe('POST /api/sites/quick-start/upload-image (002 §6, §7)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { RATE_LIMIT_QUICK_START_UPLOAD: '2/86400' } });
  });
  afterAll(() => app.close());

  it('stores temporary images for visitors without an account, a limited number a day', async () => {
    const picture = await testJpeg(640, 480);
    const first = await uploadFile(app, '/api/sites/quick-start/upload-image', picture);
    expect(first.statusCode, first.body).toBe(200);
    expect(imageSchema.parse(first.json())).toMatchObject({
      path: '/images/uploads/quick-start/',
      temporary: true,
      width: 640,
      height: 480,
    });
    expect((await uploadFile(app, '/api/sites/quick-start/upload-image', picture)).statusCode).toBe(200);
    const third = await uploadFile(app, '/api/sites/quick-start/upload-image', picture);
    expectErrorResponse(third, 429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
