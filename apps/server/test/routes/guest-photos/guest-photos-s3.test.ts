import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPhotosResponseSchema } from '@eventsite/core/api/guest-photos';
import type { SiteModuleInput } from '@eventsite/core';
import type { App } from '../../../src/app';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { readZip } from '../../helpers/read-zip';
import { createSite, publishSite, siteDraft } from '../../helpers/sites';
import { testJpeg } from '../../helpers/test-images';
import { fetchPostKey } from '../guest/guest-site';

const BUCKET = 'eventsite-photos';
const TUS = { 'tus-resumable': '1.0.0' };

/** Issue 38 on the S3 driver: the photos' originals and copies in an S3-compatible bucket (s3rver). */
describe("guests' photos with S3 storage", () => {
  const clock = createClock();
  let directory: string;
  let server: S3rver;
  let app: App;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'eventsite-s3rver-photos-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    app = await buildTestApp({
      now: clock.now,
      env: {
        STORAGE: 's3',
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        // s3rver has no ListParts, which @tus/s3-store resumes with: unfinished uploads wait on the disk.
        GUEST_PHOTO_UPLOAD_STORE: 'file',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('resumes an upload into the bucket, makes the photo, serves it and zips the original', async () => {
    const owner = await registerAccount(app);
    const draft = siteDraft();
    const siteId = await createSite(app, owner.cookie, {
      ...draft,
      siteModules: (draft.siteModules ?? []).map((module): SiteModuleInput =>
        module.siteModuleType === 'ImageGallery'
          ? { ...module, guestPhotos: { enabled: true, moderation: 'showAtOnce' } }
          : module,
      ),
    });
    await publishSite(app, siteId, `s3-photos-${Date.now()}.party.localhost`);
    const postKey = await fetchPostKey(app, clock, 'form-submissions');
    const photo = await testJpeg(900, 600);
    const created = await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/guest-photos/uploads`,
      headers: {
        ...TUS,
        'upload-length': String(photo.length),
        'upload-metadata': `filename ${Buffer.from('IMG_1.jpg').toString('base64')},postKey ${Buffer.from(postKey).toString('base64')}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const patch = (offset: number, body: Buffer) =>
      app.inject({
        method: 'PATCH',
        url: location,
        headers: {
          ...TUS,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body,
      });
    const part = 30_000;
    expect((await patch(0, photo.subarray(0, part))).statusCode).toBe(204);
    const head = await app.inject({ method: 'HEAD', url: location, headers: TUS });
    expect(head.headers['upload-offset']).toBe(String(part));
    const rest = await patch(part, photo.subarray(part));
    expect(rest.statusCode, rest.body).toBe(204);

    const list = guestPhotosResponseSchema.parse(
      (
        await app.inject({ url: `/api/sites/${siteId}/guest-photos`, headers: { cookie: owner.cookie } })
      ).json(),
    );
    expect(list.photos).toHaveLength(1);
    const served = await app.inject({ url: list.photos[0]?.image.url ?? '' });
    expect(served.statusCode).toBe(200);
    // S3's own `Range`: only the asked bytes come from the bucket, the whole size from its `Content-Range`.
    const piece = await app.inject({
      url: list.photos[0]?.image.url ?? '',
      headers: { range: 'bytes=10-19' },
    });
    expect(piece.statusCode).toBe(206);
    expect(piece.headers['content-range']).toBe(`bytes 10-19/${served.rawPayload.length}`);
    expect(piece.rawPayload.equals(served.rawPayload.subarray(10, 20))).toBe(true);
    const past = await app.inject({
      url: list.photos[0]?.image.url ?? '',
      headers: { range: `bytes=${served.rawPayload.length}-` },
    });
    expect(past.statusCode).toBe(416);
    const zip = await app.inject({
      url: `/api/sites/${siteId}/guest-photos/archive.zip`,
      headers: { cookie: owner.cookie },
    });
    const entries = await readZip(zip.rawPayload);
    expect([...entries.values()].map((entry) => entry.length)).toEqual([photo.length]);
  });
});
