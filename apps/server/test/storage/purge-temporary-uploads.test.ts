import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSchema, type Image } from '@eventsite/core';
import type { App } from '../../src/app';
import { sites, siteVersions } from '../../src/db/schema';
import { purgeTemporaryUploads } from '../../src/images/purge-temporary-uploads';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { uploadFile } from '../helpers/multipart';
import { createSite } from '../helpers/sites';
import { testJpeg } from '../helpers/test-images';
import { uploadPurgeDepsOf } from '../../src/images/upload-purge-deps';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('purging old temporary quick-start uploads', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { QUICK_START_UPLOAD_MAX_AGE_DAYS: '30' } });
  });
  afterAll(() => app.close());

  async function quickStartUpload(): Promise<Image> {
    const response = await uploadFile(app, '/api/sites/quick-start/upload-image', await testJpeg(900, 600), {
      filename: 'fest.jpg',
    });
    expect(response.statusCode, response.body).toBe(200);
    return imageSchema.parse(response.json());
  }
  // The original, its sizes and its phone's portrait crops (issue 40).
  const filesOf = (image: Image) => [
    image.fileName,
    ...[...image.sizes, ...(image.portraitSizes ?? [])].map((size) => size.fileName),
  ];
  const served = async (image: Image) =>
    Promise.all(
      filesOf(image).map(
        async (fileName) => (await app.inject({ url: `/api${image.path}${fileName}` })).statusCode,
      ),
    );

  it('keeps recent uploads, deletes old unused ones with all their sizes, and keeps what a saved site or one of its versions shows', async () => {
    const owner = await registerAccount(app);
    const siteId = await createSite(app, owner.cookie);
    const unused = await quickStartUpload();
    const kept = await quickStartUpload();
    const inOldVersion = await quickStartUpload();
    // The visitor signed up: their saved site shows this picture.
    await app.db
      .update(sites)
      .set({ data: sql`jsonb_set(${sites.data}, '{keptImage}', ${JSON.stringify(kept)}::jsonb)` })
      .where(eq(sites.id, siteId));
    // An earlier version the owner can restore still shows this one.
    await app.db.insert(siteVersions).values({
      siteId,
      siteVersion: 999,
      createdAt: new Date(),
      data: { image: inOldVersion },
    });
    const ownUpload = imageSchema.parse(
      (
        await uploadFile(app, `/api/sites/${siteId}/upload-image`, await testJpeg(900, 600), {
          filename: 'egen.jpg',
          cookie: owner.cookie,
        })
      ).json(),
    );
    expect(unused.temporary).toBe(true);

    expect(await purgeTemporaryUploads(uploadPurgeDepsOf(app), new Date())).toBe(0);
    expect(await served(unused)).toEqual(filesOf(unused).map(() => 200));

    const later = new Date(Date.now() + 31 * DAY_MS);
    expect(await purgeTemporaryUploads(uploadPurgeDepsOf(app), later)).toBe(filesOf(unused).length);
    expect(await served(unused)).toEqual(filesOf(unused).map(() => 404));
    expect(await served(kept)).toEqual(filesOf(kept).map(() => 200));
    expect(await served(inOldVersion)).toEqual(filesOf(inOldVersion).map(() => 200));
    // An owner's own uploads are never temporary and never purged.
    expect(await served(ownUpload)).toEqual(filesOf(ownUpload).map(() => 200));
    expect(await purgeTemporaryUploads(uploadPurgeDepsOf(app), later)).toBe(0);
  });
});
