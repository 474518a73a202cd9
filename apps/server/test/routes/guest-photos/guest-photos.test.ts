import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guestPhotoLinksSchema,
  guestPhotosResponseSchema,
  publicGuestPhotosResponseSchema,
} from '@eventsite/core/api/guest-photos';
import type { GuestPhotoSettings, SiteModuleInput } from '@eventsite/core';
import type { App } from '../../../src/app';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { createSite, getSite, publishSite, putJson, siteDraft } from '../../helpers/sites';
import { testJpeg } from '../../helpers/test-images';
import { readZip } from '../../helpers/read-zip';
import { fetchPostKey } from '../guest/guest-site';

const TUS = { 'tus-resumable': '1.0.0' };

function metadataHeader(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

function gallery(settings: Partial<GuestPhotoSettings>): SiteModuleInput {
  return {
    id: 'gallery-1',
    siteModuleType: 'ImageGallery',
    title: { sv: 'Bilder' },
    guestPhotos: { enabled: true, ...settings },
  } as SiteModuleInput;
}

describe("guests' photos (issue 38)", () => {
  const clock = createClock();
  let app: App;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let postKey: string;

  async function setGallery(settings: Partial<GuestPhotoSettings>) {
    const site = await getSite(app, owner.cookie, siteId);
    const modules = (site as { siteModules: SiteModuleInput[] }).siteModules.filter(
      (module) => module.id !== 'gallery-1',
    );
    const response = await putJson(
      app,
      `/api/sites/V2/${siteId}`,
      { ...site, siteModules: [...modules, gallery(settings)] },
      owner.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  async function create(bytes: number, filename = 'IMG_0001.jpg', extra: Record<string, string> = {}) {
    return app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/guest-photos/uploads`,
      headers: {
        ...TUS,
        'upload-length': String(bytes),
        'upload-metadata': metadataHeader({ filename, postKey, name: 'Anna Svensson', ...extra }),
      },
    });
  }

  async function patch(location: string, offset: number, body: Buffer) {
    return app.inject({
      method: 'PATCH',
      url: location,
      headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body,
    });
  }

  async function upload(file: Buffer, filename = 'IMG_0001.jpg') {
    const created = await create(file.length, filename);
    expect(created.statusCode, created.body).toBe(201);
    return patch(created.headers.location as string, 0, file);
  }

  const ownerList = async () =>
    guestPhotosResponseSchema.parse(
      (
        await app.inject({ url: `/api/sites/${siteId}/guest-photos`, headers: { cookie: owner.cookie } })
      ).json(),
    );

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: { GUEST_PHOTOS_MAX_COUNT: '6' } });
    owner = await registerAccount(app);
    siteId = await createSite(app, owner.cookie, siteDraft());
    await publishSite(app, siteId, `photos-${Date.now()}.party.localhost`);
    await setGallery({ moderation: 'approveFirst' });
    postKey = await fetchPostKey(app, clock, 'form-submissions');
  });
  afterAll(() => app.close());

  it('resumes an interrupted upload from the offset HEAD tells, and makes a pending photo', async () => {
    const photo = await testJpeg(1200, 800, 6);
    const created = await create(photo.length);
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(new RegExp(`^/api/sites/${siteId}/guest-photos/uploads/[0-9a-f]{32}$`));

    const part = 40_000;
    const first = await patch(location, 0, photo.subarray(0, part));
    expect(first.statusCode, first.body).toBe(204);
    const head = await app.inject({ method: 'HEAD', url: location, headers: TUS });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(part));
    expect(head.headers['upload-length']).toBe(String(photo.length));
    expect((await ownerList()).photos).toHaveLength(0);

    const rest = await patch(location, part, photo.subarray(part));
    expect(rest.statusCode, rest.body).toBe(204);
    const list = await ownerList();
    expect(list.photos).toHaveLength(1);
    const [stored] = list.photos;
    expect(stored).toMatchObject({ status: 'pending', kind: 'image', uploader: 'Anna Svensson' });
    // EXIF orientation 6 turns the 1200 × 800 picture upright: 800 × 1200.
    expect(stored?.image).toMatchObject({ width: 800, height: 1200, videoUrl: null });
  });

  it('never serves a pending photo to a guest, and serves it once approved, without its metadata', async () => {
    const [stored] = (await ownerList()).photos;
    if (!stored) throw new Error('no photo');
    const publicList = await app.inject({ url: `/api/sites/public/${siteId}/guest-photos` });
    expect(publicGuestPhotosResponseSchema.parse(publicList.json()).photos).toHaveLength(0);
    expect((await app.inject({ url: stored.image.url })).statusCode).toBe(404);
    const byOwner = await app.inject({ url: stored.image.url, headers: { cookie: owner.cookie } });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.headers['cache-control']).toBe('private, no-store');
    // The generic image route never reaches the guest photos' folder.
    const generic = `/api/images/uploads/guest-photos/${siteId}/${stored.image.url.split('/').pop()}`;
    expect((await app.inject({ url: generic })).statusCode).toBe(404);

    const approved = await putJson(
      app,
      `/api/sites/${siteId}/guest-photos/${stored._id}`,
      { status: 'approved', starred: true },
      owner.cookie,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const list = publicGuestPhotosResponseSchema.parse(
      (await app.inject({ url: `/api/sites/public/${siteId}/guest-photos` })).json(),
    );
    expect(list.photos.map((photo) => photo._id)).toEqual([stored._id]);
    const served = await app.inject({ url: stored.image.url });
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('refuses a file that is no picture, and keeps nothing', async () => {
    const before = (await ownerList()).count;
    const broken = await upload(Buffer.from('this is not a photo at all, only words'.repeat(50)));
    expect(broken.statusCode).toBe(415);
    expect(JSON.parse(broken.body)).toMatchObject({ code: 'GUEST_PHOTO_UNREADABLE' });
    const truncated = (await testJpeg(600, 400)).subarray(0, 3000);
    const cut = await upload(truncated);
    expect(JSON.parse(cut.body)).toMatchObject({ code: 'GUEST_PHOTO_UNREADABLE' });
    expect((await ownerList()).count).toBe(before);
  });

  it('refuses a file too large for its kind before taking a byte', async () => {
    const photo = await create(51 * 1024 ** 2);
    expect(photo.statusCode).toBe(413);
    expect(photo.json()).toMatchObject({ code: 'GUEST_PHOTO_TOO_LARGE' });
    const video = await create(51 * 1024 ** 2, 'IMG_0002.mov', { filetype: 'video/quicktime' });
    expect(video.statusCode, video.body).toBe(201);
  });

  it('refuses uploads without a good post key, or while closed', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/guest-photos/uploads`,
      headers: {
        ...TUS,
        'upload-length': '1000',
        'upload-metadata': metadataHeader({ filename: 'a.jpg', postKey: 'made-up' }),
      },
    });
    expect(bad.statusCode).toBe(400);
    await setGallery({ closesAt: '2030-01-01T00:00' });
    const closed = await create(1000);
    expect(closed.json()).toMatchObject({ code: 'GUEST_PHOTOS_CLOSED' });
    await setGallery({ moderation: 'showAtOnce' });
  });

  it('stops at the site limit', async () => {
    for (let count = (await ownerList()).count; count < 6; count += 1) {
      const done = await upload(await testJpeg(64, 48));
      expect(done.statusCode, done.body).toBe(204);
    }
    const list = await ownerList();
    expect(list.photos.filter((photo) => photo.status === 'approved')).toHaveLength(6);
    const refused = await create(1000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'GUEST_PHOTOS_LIMIT_REACHED' });
  });

  it('keeps the owner routes to the owner', async () => {
    const other = await registerAccount(app);
    const anonymous = await app.inject({ url: `/api/sites/${siteId}/guest-photos` });
    expect(anonymous.json()).toMatchObject({ code: 'NOT_LOGGED_IN' });
    const stranger = await app.inject({
      url: `/api/sites/${siteId}/guest-photos/archive.zip`,
      headers: { cookie: other.cookie },
    });
    expect(stranger.statusCode).toBe(403);
  });

  it('zips every original, named by time and uploader', async () => {
    const response = await app.inject({
      url: `/api/sites/${siteId}/guest-photos/archive.zip`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    const entries = await readZip(response.rawPayload);
    const names = [...entries.keys()].sort();
    expect(names).toHaveLength(6);
    expect(names[0]).toMatch(/^2030-01-15 \d{4} Anna Svensson 1\.jpg$/);
    // The originals keep what the guests sent: the first photo's EXIF orientation too.
    const orientations = await Promise.all(
      [...entries.values()].map(async (bytes) => (await sharp(bytes).metadata()).orientation),
    );
    expect(orientations).toContain(6);
  });

  it('gives the links, renews the slideshow link, and deletes a photo with its files', async () => {
    const links = guestPhotoLinksSchema.parse(
      (
        await app.inject({
          url: `/api/sites/${siteId}/guest-photos/links`,
          headers: { cookie: owner.cookie },
        })
      ).json(),
    );
    expect(links.uploadUrl).toMatch(/^http:\/\/photos-\d+\.party\.localhost:3000\/sv\/bilder$/);
    const token = links.slideshowUrl.split('/').pop() ?? '';
    const show = await app.inject({ url: `/api/guest-photos/slideshow/${token}` });
    expect(publicGuestPhotosResponseSchema.parse(show.json()).photos).toHaveLength(6);
    const renewed = await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/guest-photos/links/slideshow`,
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await app.inject({ url: `/api/guest-photos/slideshow/${token}` })).statusCode).toBe(404);

    const [photo] = (await ownerList()).photos;
    if (!photo) throw new Error('no photo');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/sites/${siteId}/guest-photos/${photo._id}`,
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ url: photo.image.url })).statusCode).toBe(404);
    expect((await ownerList()).count).toBe(5);
  });
});
