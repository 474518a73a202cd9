import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPhotosResponseSchema } from '@eventsite/core/api/guest-photos';
import type { SiteModuleInput } from '@eventsite/core';
import type { App } from '../../../src/app';
import { guestPhotos } from '../../../src/db/schema';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { createSite, publishSite, siteDraft } from '../../helpers/sites';
import { movieBox as box, uint32 } from '../../helpers/movie-boxes';
import { fetchPostKey } from '../guest/guest-site';

const TUS = { 'tus-resumable': '1.0.0' };

/** A real HEIC as an iPhone writes it: HEVC inside, which sharp's prebuilt libvips cannot decode (heif-enc). */
const HEIC_FIXTURE = join(import.meta.dirname, '../../fixtures/iphone-hevc.heic');

function mvhdOf(seconds: number): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(seconds * 1000, 16);
  return box('mvhd', mvhd);
}

/** A minimal mp4: `ftyp`, then `moov` holding `mvhd` (version 0) with the duration, then some `mdat`. */
function mp4Of(seconds: number): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box('moov', mvhdOf(seconds)),
    box('mdat', randomBytes(20_000)),
  ]);
}

const WHERE = '+59.3293+018.0686/';
const WHERE_PRECISE = '+59.3293+018.0686+012.000/';

/**
 * An iPhone-like mov with where it was shot, after its media data as phones write it: user data's `©xyz`,
 * and Apple's `com.apple.quicktime.location.ISO6709` key among others in `meta`.
 */
function movWithLocation(): Buffer {
  const names = ['com.apple.quicktime.make', 'com.apple.quicktime.location.ISO6709'];
  const values = ['Apple', WHERE_PRECISE];
  const xyz = Buffer.alloc(4);
  xyz.writeUInt16BE(WHERE.length);
  return Buffer.concat([
    box('ftyp', Buffer.from('qt  \0\0\0\0qt  ', 'latin1')),
    box('mdat', randomBytes(20_000)),
    box(
      'moov',
      mvhdOf(4),
      box('udta', box('\u00a9xyz', xyz, Buffer.from(WHERE))),
      box(
        'meta',
        box('hdlr', Buffer.alloc(24)),
        box(
          'keys',
          uint32(0),
          uint32(names.length),
          ...names.map((name) => Buffer.concat([uint32(8 + name.length), Buffer.from(`mdta${name}`)])),
        ),
        box(
          'ilst',
          ...values.map((value, index) =>
            box(
              String.fromCharCode(0, 0, 0, index + 1),
              box('data', uint32(1), uint32(0), Buffer.from(value)),
            ),
          ),
        ),
      ),
    ),
  ]);
}

/** The bytes with each text's every occurrence overwritten with zeros. */
function blanked(bytes: Buffer, ...texts: string[]): Buffer {
  const copy = Buffer.from(bytes);
  for (const text of texts) {
    for (let at = copy.indexOf(text); at >= 0; at = copy.indexOf(text, at + 1)) {
      copy.fill(0, at, at + text.length);
    }
  }
  return copy;
}

describe("guests' photos: HEIC, videos, and the archive of many", () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let postKey: string;

  async function upload(file: Buffer, filename: string, filetype?: string) {
    const metadata = [
      `filename ${Buffer.from(filename).toString('base64')}`,
      `postKey ${Buffer.from(postKey).toString('base64')}`,
      ...(filetype ? [`filetype ${Buffer.from(filetype).toString('base64')}`] : []),
    ].join(',');
    const created = await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/guest-photos/uploads`,
      headers: { ...TUS, 'upload-length': String(file.length), 'upload-metadata': metadata },
    });
    expect(created.statusCode, created.body).toBe(201);
    return app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: file,
    });
  }

  const ownerList = async () =>
    guestPhotosResponseSchema.parse(
      (
        await app.inject({ url: `/api/sites/${siteId}/guest-photos`, headers: { cookie: owner.cookie } })
      ).json(),
    );

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    owner = await registerAccount(app);
    const draft = siteDraft();
    siteId = await createSite(app, owner.cookie, {
      ...draft,
      siteModules: (draft.siteModules ?? []).map((module): SiteModuleInput =>
        module.siteModuleType === 'ImageGallery'
          ? { ...module, guestPhotos: { enabled: true, moderation: 'showAtOnce' } }
          : module,
      ),
    });
    await publishSite(app, siteId, `files-${Date.now()}.party.localhost`);
    postKey = await fetchPostKey(app, clock, 'form-submissions');
  });
  afterAll(() => app.close());

  it('converts an iPhone’s HEVC HEIC, and keeps the HEIC itself as the original', async () => {
    const heic = await readFile(HEIC_FIXTURE);
    const done = await upload(heic, 'IMG_4711.HEIC', 'image/heic');
    expect(done.statusCode, done.body).toBe(204);
    const [photo] = (await ownerList()).photos;
    expect(photo).toMatchObject({ kind: 'image', status: 'approved', image: { width: 96, height: 64 } });
    const served = await app.inject({ url: photo?.image.url ?? '' });
    expect(served.statusCode).toBe(200);
    const decoded = await sharp(served.rawPayload).stats();
    // The fixture is a flat terracotta (#c06040): the copy shows it, not a grey or black failure.
    expect(decoded.channels[0]?.mean).toBeGreaterThan(150);
    expect(decoded.channels[2]?.mean).toBeLessThan(100);
    const [row] = await app.db.select().from(guestPhotos);
    expect(row?.originalKey).toMatch(/\.heic$/);
    expect((await app.storage.get(row?.originalKey ?? ''))?.size).toBe(heic.length);
  });

  it('takes a short video with a poster, and refuses one longer than two minutes', async () => {
    const short = await upload(mp4Of(12), 'IMG_0001.MP4', 'video/mp4');
    expect(short.statusCode, short.body).toBe(204);
    const video = (await ownerList()).photos.find((photo) => photo.kind === 'video');
    expect(video?.image.videoUrl).toMatch(/\/files\/[0-9a-f]{24}\.mp4$/);
    const played = await app.inject({ url: video?.image.videoUrl ?? '' });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('video/mp4');
    const poster = await app.inject({ url: video?.image.url ?? '' });
    expect(poster.headers['content-type']).toBe('image/jpeg');

    // The site's room counts a video twice: it is kept as sent and as served without its location.
    const rows = await app.db.select().from(guestPhotos);
    const videoRow = rows.find((row) => row.kind === 'video');
    const photoBytes = rows
      .filter((row) => row.kind !== 'video')
      .reduce((sum, row) => sum + row.originalBytes, 0);
    expect((await ownerList()).bytes).toBe(photoBytes + 2 * (videoRow?.originalBytes ?? 0));

    const long = await upload(mp4Of(150), 'IMG_0002.MP4', 'video/mp4');
    expect(long.statusCode).toBe(413);
    expect(JSON.parse(long.body)).toMatchObject({ code: 'GUEST_PHOTO_TOO_LARGE' });
    expect((await ownerList()).count).toBe(2);
  });

  it('serves a video with its location blanked in place, and keeps the original with it for the hosts', async () => {
    const mov = movWithLocation();
    const done = await upload(mov, 'IMG_0004.MOV', 'video/quicktime');
    expect(done.statusCode, done.body).toBe(204);
    const [row] = await app.db.select().from(guestPhotos).where(eq(guestPhotos.originalName, 'IMG_0004.MOV'));
    const video = (await ownerList()).photos.find((photo) =>
      photo.image.videoUrl?.includes(row?.fileStem ?? '-'),
    );
    expect(video?.image.videoUrl).toMatch(/\/files\/[0-9a-f]{24}\.mov$/);
    const served = await app.inject({ url: video?.image.videoUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/quicktime');
    expect(served.rawPayload.includes('+59.3293')).toBe(false);
    // The same length and every other byte as sent: the movie's offsets still hold.
    expect(served.rawPayload.equals(blanked(mov, WHERE, WHERE_PRECISE))).toBe(true);

    const original = await app.storage.get(row?.originalKey ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of original?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(mov)).toBe(true);
    expect(row?.processedKeys).toContain(`guest-photos/${siteId}/${row?.fileStem}.mov`);
    expect(row?.originalKey).not.toContain(row?.fileStem);
  });

  it('refuses a movie whose metadata boxes do not fit, rather than serve it unexamined', async () => {
    const before = (await ownerList()).count;
    const mov = movWithLocation();
    const udta = mov.lastIndexOf('udta') - 4;
    mov.writeUInt32BE(mov.readUInt32BE(udta) + 1000, udta);
    const refused = await upload(mov, 'IMG_0005.MOV', 'video/quicktime');
    expect(refused.statusCode).toBe(415);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'GUEST_PHOTO_UNREADABLE' });
    expect((await ownerList()).count).toBe(before);
  });

  it('answers a video in byte ranges, as phones play it', async () => {
    const mp4 = mp4Of(5);
    expect((await upload(mp4, 'IMG_0003.MP4', 'video/mp4')).statusCode).toBe(204);
    const [row] = await app.db.select().from(guestPhotos).where(eq(guestPhotos.originalName, 'IMG_0003.MP4'));
    const video = (await ownerList()).photos.find((photo) =>
      photo.image.videoUrl?.includes(row?.fileStem ?? '-'),
    );
    const url = video?.image.videoUrl ?? '';
    expect(url).not.toBe('');
    const stored = await app.storage.get(row?.originalKey ?? '');
    const bytes = Buffer.concat(await (stored?.stream.toArray() ?? []));
    expect(bytes.equals(mp4)).toBe(true);

    const piece = await app.inject({ url, headers: { range: 'bytes=10-19' } });
    expect(piece.statusCode).toBe(206);
    expect(piece.headers['content-range']).toBe(`bytes 10-19/${mp4.length}`);
    expect(piece.headers['content-length']).toBe('10');
    expect(piece.headers['accept-ranges']).toBe('bytes');
    expect(piece.headers['content-type']).toBe('video/mp4');
    expect(piece.rawPayload.equals(mp4.subarray(10, 20))).toBe(true);

    const rest = await app.inject({ url, headers: { range: `bytes=${mp4.length - 100}-` } });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes ${mp4.length - 100}-${mp4.length - 1}/${mp4.length}`);
    expect(rest.rawPayload.equals(mp4.subarray(mp4.length - 100))).toBe(true);

    const tail = await app.inject({ url, headers: { range: 'bytes=-8' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 8))).toBe(true);

    const past = await app.inject({ url, headers: { range: `bytes=${mp4.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${mp4.length}`);
    expect(past.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE' });

    const whole = await app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(mp4)).toBe(true);
  });

  it('streams 300 originals in one zip without holding them in memory', async () => {
    const size = 1024 ** 2;
    const folder = `guest-photos/${siteId}`;
    for (let index = 0; index < 300; index += 1) {
      const stem = randomBytes(12).toString('hex');
      const originalKey = `${folder}/original-${stem}.jpg`;
      await app.storage.put(originalKey, randomBytes(size));
      await app.db.insert(guestPhotos).values({
        id: randomUUID(),
        siteId,
        moduleId: 'gallery-1',
        householdId: null,
        uploader: `Gäst ${index % 20}`,
        kind: 'image',
        status: 'approved',
        starred: false,
        originalKey,
        originalBytes: size,
        originalMime: 'image/jpeg',
        originalName: `IMG_${index}.jpg`,
        fileStem: stem,
        fileExtension: 'jpg',
        processedSizes: [],
        processedKeys: [],
        width: 10,
        height: 10,
        createdAt: new Date(clock.now().getTime() + index * 1000),
        approvedAt: null,
      });
    }
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    global.gc?.();
    const start = process.memoryUsage();
    let peak = 0;
    const sample = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss - start.rss);
    }, 20);
    const response = await fetch(`${address}/api/sites/${siteId}/guest-photos/archive.zip`, {
      headers: { cookie: owner.cookie },
    });
    expect(response.status).toBe(200);
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    clearInterval(sample);
    expect(bytes).toBeGreaterThan(300 * size);
    // Holding the set would take 300 MB; the stream stays far below it.
    console.info(`zip of ${Math.round(bytes / size)} MB: peak RSS growth ${Math.round(peak / size)} MB`);
    expect(peak).toBeLessThan(100 * size);
  });
});
