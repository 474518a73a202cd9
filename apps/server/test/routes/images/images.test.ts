import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { buildTestApp } from '../../helpers/build-test-app';
import { expectErrorResponse } from '../../helpers/expect-error';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENTS = 'nobody may read this';

describe('GET /api/images/…', () => {
  let app: App;
  const photo = Buffer.from('not really a jpeg, but the storage does not care');
  beforeAll(async () => {
    app = await buildTestApp();
    await app.storage.put('site-1/photo-800.jpg', photo);
    // Files beside the uploads folder that no URL may reach.
    await writeFile(join(app.config.dataDir, 'secret.png'), CONTENTS);
    await mkdir(join(app.config.dataDir, 'uploads', 'site-1', '.git'), { recursive: true });
    await writeFile(join(app.config.dataDir, 'uploads', 'site-1', '.git', 'config.png'), CONTENTS);
  });
  afterAll(() => app.close());

  it('serves demo images with their type, a year of caching and an ETag', async () => {
    const response = await app.inject({ url: '/api/images/demo/bouquet-800.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const cached = await app.inject({
      url: '/api/images/demo/bouquet-800.jpg',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');

    const map = await app.inject({ url: '/api/images/demo/map-party.png' });
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toBe('image/png');
  });

  it('serves uploads from the storage', async () => {
    const response = await app.inject({ url: '/api/images/uploads/site-1/photo-800.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload).toEqual(photo);
  });

  it('answers 404 for files that do not exist', async () => {
    expectErrorResponse(await app.inject({ url: '/api/images/demo/nothing-800.jpg' }), 404);
    expectErrorResponse(await app.inject({ url: '/api/images/uploads/site-1/nothing.jpg' }), 404);
    expectErrorResponse(await app.inject({ url: '/api/images/uploads/site-2/photo-800.jpg' }), 404);
  });

  it('never serves anything outside the image folders', async () => {
    const attempts = [
      '/api/images/demo/..%2f..%2fpackage.json',
      '/api/images/demo/%2e%2e%2fdemo-images%2fbouquet.jpg',
      '/api/images/demo/README.md',
      '/api/images/demo/manifest.json',
      '/api/images/demo/.hidden.png',
      '/api/images/demo/bouquet.jpg%00.png',
      '/api/images/uploads/..%2fsecret.png',
      '/api/images/uploads/%2e%2e/secret.png',
      '/api/images/uploads/site-1/..%2f..%2fsecret.png',
      '/api/images/uploads/site-1/%2e%2e%2f%2e%2e%2fsecret.png',
      '/api/images/uploads/site-1/..%5c..%5csecret.png',
      '/api/images/uploads/site-1/.git/config.png',
      '/api/images/uploads/%2fetc%2fpasswd.png',
      '/api/images/uploads//etc/hosts.png',
      '/api/images/uploads/site-1/photo.svg',
      '/api/images/uploads/site-1/photo-800.jpg%00.png',
      '/api/images/uploads/site-1',
      '/api/images/uploads/',
    ];
    for (const url of attempts) {
      const response = await app.inject({ url });
      expect([400, 404], `${url} → ${response.statusCode}`).toContain(response.statusCode);
      expectErrorResponse(response, response.statusCode);
      expect(response.body).not.toContain(CONTENTS);
    }
    expectErrorResponse(await app.inject({ url: '/api/images/uploads/site-1/..%2f..%2fsecret.png' }), 400);
  });
});
