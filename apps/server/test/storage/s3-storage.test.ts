import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSchema } from '@eventsite/core';
import type { App } from '../../src/app';
import { S3Storage, type S3StorageConfig } from '../../src/storage/s3-storage';
import { registerAccount } from '../helpers/accounts';
import { buildTestApp } from '../helpers/build-test-app';
import { uploadFile } from '../helpers/multipart';
import { createSite } from '../helpers/sites';
import { testJpeg } from '../helpers/test-images';

const BUCKET = 'eventsite-test';
// s3rver accepts these fixed keys and checks the requests' signatures with them.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3 protocol server (s3rver) on a free port, with an empty bucket. */
describe('S3Storage against an S3-compatible server (decisions §6)', () => {
  let directory: string;
  let server: S3rver;
  let endpoint: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'eventsite-s3rver-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  const storageWith = (settings: Partial<S3StorageConfig> = {}) =>
    new S3Storage({
      bucket: BUCKET,
      region: 'eu-north-1',
      endpoint,
      forcePathStyle: true,
      credentials: KEYS,
      prefix: '',
      ...settings,
    });

  it('puts, finds and streams files, the last put winning', async () => {
    const storage = storageWith();
    expect(await storage.exists('site-1/a.png')).toBe(false);
    expect(await storage.get('site-1/a.png')).toBeNull();
    await storage.put('site-1/a.png', Buffer.from('first'));
    await storage.put('site-1/a.png', Buffer.from('second'));
    expect(await storage.exists('site-1/a.png')).toBe(true);
    const file = await storage.get('site-1/a.png');
    expect(file).toMatchObject({ size: 6, contentType: 'image/png' });
    expect(file?.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await text(file!.stream)).toBe('second');
    expect(await storage.info('site-1/a.png')).toMatchObject({ size: 6, contentType: 'image/png' });
    expect(await storage.info('site-1/b.png')).toBeNull();
    // A byte range reads only those bytes; the size stays the whole file's.
    const piece = await storage.get('site-1/a.png', { start: 1, end: 3 });
    expect(piece).toMatchObject({ size: 6 });
    expect(await text(piece!.stream)).toBe('eco');
    storage.destroy();
  });

  it('refuses keys the local directory refuses, and sends nothing for them', async () => {
    const storage = storageWith();
    await expect(storage.put('../outside.png', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('site-1/page.html', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    expect(await storage.get('site-1/page.html')).toBeNull();
    expect(await storage.exists('../outside.png')).toBe(false);
    storage.destroy();
  });

  it('keeps installations apart by prefix', async () => {
    const first = storageWith({ prefix: 'first/' });
    const second = storageWith({ prefix: 'second/' });
    await first.put('site-9/a.jpg', Buffer.from('one'));
    expect(await second.exists('site-9/a.jpg')).toBe(false);
    expect(await text((await first.get('site-9/a.jpg'))!.stream)).toBe('one');
    first.destroy();
    second.destroy();
  });

  it('lists a folder of its own prefix, and deletes', async () => {
    const storage = storageWith({ prefix: 'listing/' });
    await storage.put('quick-start/a.jpg', Buffer.from('a'));
    await storage.put('quick-start/b.jpg', Buffer.from('b'));
    await storage.put('quick-start/deeper/c.jpg', Buffer.from('c'));
    await storage.put('other/d.jpg', Buffer.from('d'));
    const listed = await storage.list('quick-start');
    expect(listed.map((entry) => entry.key).sort()).toEqual(['quick-start/a.jpg', 'quick-start/b.jpg']);
    expect(listed[0]?.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await storage.delete('quick-start/a.jpg');
    await storage.delete('quick-start/a.jpg');
    expect((await storage.list('quick-start')).map((entry) => entry.key)).toEqual(['quick-start/b.jpg']);
    expect(await storage.exists('other/d.jpg')).toBe(true);
    storage.destroy();
  });

  it('fails loudly when the bucket refuses the request', async () => {
    const storage = storageWith({ bucket: 'no-such-bucket' });
    await expect(storage.put('site-1/a.png', Buffer.from('x'))).rejects.toThrow();
    storage.destroy();
  });

  describe('as the server storage (STORAGE=s3)', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp({
        env: {
          STORAGE: 's3',
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: endpoint,
          S3_FORCE_PATH_STYLE: 'true',
          S3_ACCESS_KEY_ID: KEYS.accessKeyId,
          S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
          S3_PREFIX: 'app/',
        },
      });
    });
    afterAll(() => app.close());

    it('stores an owner upload in the bucket and serves it back at every size', async () => {
      const owner = await registerAccount(app);
      const siteId = await createSite(app, owner.cookie);
      const response = await uploadFile(app, `/api/sites/${siteId}/upload-image`, await testJpeg(1200, 800), {
        filename: 'fest.jpg',
        cookie: owner.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      const image = imageSchema.parse(response.json());

      const inBucket = storageWith({ prefix: 'app/' });
      expect(await inBucket.exists(`${siteId}/${image.fileName}`)).toBe(true);
      inBucket.destroy();

      for (const fileName of [image.fileName, ...image.sizes.map((size) => size.fileName)]) {
        const served = await app.inject({ url: `/api${image.path}${fileName}` });
        expect(served.statusCode, fileName).toBe(200);
        expect(served.headers['content-type']).toBe('image/jpeg');
        expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
      }
      const missing = await app.inject({ url: `/api${image.path}ffffffffffffffffffffffff.jpg` });
      expect(missing.statusCode).toBe(404);
    });

    it('holds the export zip and deletes every file of an erased account from the bucket', async () => {
      const owner = await registerAccount(app);
      const siteId = await createSite(app, owner.cookie);
      const response = await uploadFile(app, `/api/sites/${siteId}/upload-image`, await testJpeg(1200, 800), {
        filename: 'fest.jpg',
        cookie: owner.cookie,
      });
      const image = imageSchema.parse(response.json());
      const keys = [image.fileName, ...image.sizes.map((size) => size.fileName)].map(
        (name) => `${siteId}/${name}`,
      );

      let exported = await app.inject({ url: '/api/accounts/me/export', headers: { cookie: owner.cookie } });
      for (let attempt = 0; exported.statusCode === 202 && attempt < 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        exported = await app.inject({ url: '/api/accounts/me/export', headers: { cookie: owner.cookie } });
      }
      expect(exported.statusCode).toBe(200);
      const inBucket = storageWith({ prefix: 'app/' });
      const zips = await inBucket.list('exports');
      expect(zips).toHaveLength(1);

      const deleted = await app.inject({
        method: 'DELETE',
        url: '/api/accounts/me/',
        payload: JSON.stringify({ password: owner.password }),
        headers: { 'content-type': 'application/json', cookie: owner.cookie },
      });
      expect(deleted.statusCode).toBe(204);
      for (const key of [...keys, ...zips.map((zip) => zip.key)])
        expect(await inBucket.exists(key), key).toBe(false);
      expect(await inBucket.list(siteId)).toEqual([]);
      inBucket.destroy();
      expect((await app.inject({ url: `/api${image.path}${image.fileName}` })).statusCode).toBe(404);
    });
  });
});
