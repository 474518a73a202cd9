import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSchema, type Image } from '@eventsite/core';
import type { App } from '../../../src/app';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';
import { uploadFile } from '../../helpers/multipart';
import { createSite, putJson } from '../../helpers/sites';
import { testJpeg } from '../../helpers/test-images';

describe('PUT /api/sites/{siteId}/crop-image/v2 (002 §5, §7)', () => {
  let app: App;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let siteId: string;
  let original: Image;
  beforeAll(async () => {
    app = await buildTestApp({ env: { RATE_LIMIT_QUICK_START_UPLOAD: '5/86400' } });
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie);
    const upload = await uploadFile(app, `/api/sites/${siteId}/upload-image`, await testJpeg(2400, 1600), {
      filename: 'fest.jpg',
      cookie: owner.cookie,
    });
    original = imageSchema.parse(upload.json());
  });
  afterAll(() => app.close());

  const url = () => `/api/sites/${siteId}/crop-image/v2`;
  const sourceUrl = () => `/api/images/uploads/${siteId}/${original.fileName}`;
  const crop = (rectangle: { x: number; y: number; width: number; height: number }, cookie = owner.cookie) =>
    putJson(app, url(), { originalName: 'fest.jpg', sourceImageUrl: sourceUrl(), crop: rectangle }, cookie);

  it('crops the original, stores the sizes and says what to revert to', async () => {
    const response = await crop({ x: 100, y: 200, width: 1000, height: 500 });
    expect(response.statusCode, response.body).toBe(200);
    const cropped = imageSchema.parse(response.json());
    expect(cropped).toMatchObject({
      path: `/images/uploads/${siteId}/`,
      originalName: 'fest.jpg',
      temporary: false,
      width: 1000,
      height: 500,
      imageBeforeEdit: {
        path: original.path,
        fileName: original.fileName,
        sizes: original.sizes,
        width: 2400,
        height: 1600,
      },
    });
    expect(cropped.fileName).not.toBe(original.fileName);
    expect(cropped.sizes.map((size) => size.size)).toEqual([1000, 800, 600]);
    for (const { size, fileName } of cropped.sizes) {
      const file = await app.inject({ url: `/api${cropped.path}${fileName}` });
      expect((await sharp(file.rawPayload).metadata()).width).toBe(size);
    }
    // The crop's own 3 : 4 middle, 375 × 500, for a header on a phone (issue 40).
    const portrait = cropped.portraitSizes?.[0];
    expect(portrait?.size).toBe(375);
    const portraitFile = await app.inject({ url: `/api${cropped.path}${portrait?.fileName ?? ''}` });
    expect(await sharp(portraitFile.rawPayload).metadata()).toMatchObject({ width: 375, height: 500 });
    // The original is still there to revert to.
    const before = await app.inject({ url: `/api${original.path}${original.fileName}` });
    expect(before.statusCode).toBe(200);
  });

  it('clamps a crop to the picture and refuses one with nothing inside it', async () => {
    const clamped = imageSchema.parse((await crop({ x: 2000, y: 1000, width: 1000, height: 1000 })).json());
    expect({ width: clamped.width, height: clamped.height }).toEqual({ width: 400, height: 600 });
    const outside = expectErrorResponse(await crop({ x: 2400, y: 0, width: 100, height: 100 }), 400);
    expect(outside.errorDescription.sv).toContain('utanför bilden');
    expectErrorResponse(await crop({ x: 0, y: 0, width: 0, height: 100 }), 400);
    expectErrorResponse(await crop({ x: -5, y: 0, width: 10, height: 100 }), 400);
  });

  it('accepts the whole address of the image, and crops demo images too', async () => {
    const whole = await putJson(
      app,
      url(),
      {
        originalName: 'fest.jpg',
        sourceImageUrl: `http://localhost:3000${sourceUrl()}`,
        crop: { x: 0, y: 0, width: 50, height: 50 },
      },
      owner.cookie,
    );
    expect(whole.statusCode, whole.body).toBe(200);
    const demo = await putJson(
      app,
      url(),
      {
        originalName: 'bouquet.jpg',
        sourceImageUrl: '/api/images/demo/bouquet.jpg',
        crop: { x: 0, y: 0, width: 800, height: 800 },
      },
      owner.cookie,
    );
    expect(demo.statusCode, demo.body).toBe(200);
    expect(imageSchema.parse(demo.json()).imageBeforeEdit).toMatchObject({
      path: '/images/demo/',
      fileName: 'bouquet.jpg',
      width: 1600,
      height: 1067,
      sizes: [1600, 1200, 800, 600].map((size) => ({ size, fileName: `bouquet-${size}.jpg` })),
    });
  });

  it("crops only the site's own images", async () => {
    const other = await registerAccount(app);
    const otherSite = await createSite(app, other.cookie);
    const theirs = imageSchema.parse(
      (
        await uploadFile(app, `/api/sites/${otherSite}/upload-image`, await testJpeg(300, 200), {
          cookie: other.cookie,
        })
      ).json(),
    );
    const body = (sourceImageUrl: string) => ({
      originalName: 'x.jpg',
      sourceImageUrl,
      crop: { x: 0, y: 0, width: 10, height: 10 },
    });
    for (const source of [
      `/api/images/uploads/${otherSite}/${theirs.fileName}`,
      `/api/images/uploads/${siteId}/../${otherSite}/${theirs.fileName}`,
      `/api/images/uploads/${siteId}/%2e%2e/${otherSite}/${theirs.fileName}`,
      '/etc/passwd',
      'file:///etc/passwd',
    ]) {
      expectErrorResponse(await putJson(app, url(), body(source), owner.cookie), 400);
    }
    expectErrorResponse(
      await putJson(app, url(), body(`/api/images/uploads/${siteId}/missing.jpg`), owner.cookie),
      404,
    );
    // The other owner may not crop on this site at all.
    expectErrorResponse(await putJson(app, url(), body(sourceUrl()), other.cookie), 403);
    expectErrorResponse(await putJson(app, url(), body(sourceUrl())), 403);
  });

  it('crops a quick-start upload that a site made from a quick-start draft still shows', async () => {
    const upload = imageSchema.parse(
      (await uploadFile(app, '/api/sites/quick-start/upload-image', await testJpeg(800, 600))).json(),
    );
    const response = await putJson(
      app,
      url(),
      {
        originalName: 'x.jpg',
        sourceImageUrl: `/api/images/uploads/quick-start/${upload.fileName}`,
        crop: { x: 0, y: 0, width: 400, height: 300 },
      },
      owner.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    // The crop is the site's own; the quick-start picture stays what it reverts to.
    expect(imageSchema.parse(response.json())).toMatchObject({
      path: `/images/uploads/${siteId}/`,
      temporary: false,
      imageBeforeEdit: { path: '/images/uploads/quick-start/', fileName: upload.fileName },
    });
  });

  it('crops quick-start uploads and demo images as temporary images', async () => {
    const upload = imageSchema.parse(
      (await uploadFile(app, '/api/sites/quick-start/upload-image', await testJpeg(800, 600))).json(),
    );
    const response = await putJson(app, '/api/sites/quick-start/crop-image/v2', {
      originalName: 'x.jpg',
      sourceImageUrl: `/api/images/uploads/quick-start/${upload.fileName}`,
      crop: { x: 10, y: 10, width: 300, height: 200 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(imageSchema.parse(response.json())).toMatchObject({
      path: '/images/uploads/quick-start/',
      temporary: true,
      width: 300,
      height: 200,
    });
    // A site's uploads are not quick start's.
    const siteImage = await putJson(app, '/api/sites/quick-start/crop-image/v2', {
      originalName: 'x.jpg',
      sourceImageUrl: sourceUrl(),
      crop: { x: 0, y: 0, width: 10, height: 10 },
    });
    expectErrorResponse(siteImage, 400);
  });
});
