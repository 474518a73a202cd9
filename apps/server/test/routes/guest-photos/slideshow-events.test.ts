import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guestPhotoLinksSchema,
  guestPhotosResponseSchema,
  publicGuestPhotoSchema,
} from '@eventsite/core/api/guest-photos';
import type { SiteModuleInput } from '@eventsite/core';
import type { App } from '../../../src/app';
import { registerAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { createClock } from '../../helpers/clock';
import { createSite, publishSite, siteDraft } from '../../helpers/sites';
import { testJpeg } from '../../helpers/test-images';
import { fetchPostKey } from '../guest/guest-site';

const TUS = { 'tus-resumable': '1.0.0' };

/** The stream's text as it arrives, and a wait for what should come. */
function streamReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = false;
  return {
    text: () => text,
    /** Reads until `until` holds of the text so far, or the stream ends; false after `timeoutMs`. */
    async readUntil(until: (text: string) => boolean, timeoutMs: number): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (!until(text) && !done) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        const next = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
        ]);
        if (next === null) return until(text);
        if (next.done) done = true;
        else text += decoder.decode(next.value, { stream: true });
      }
      return until(text);
    },
    ended: () => done,
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

describe('the slideshow’s server-sent events (issue 38 item 4)', () => {
  const clock = createClock();
  let app: App;
  let address: string;
  let siteId: string;
  let owner: Awaited<ReturnType<typeof registerAccount>>;

  async function uploadPhoto(postKey: string, filename: string): Promise<void> {
    const photo = await testJpeg(600, 400);
    const metadata = [
      `filename ${Buffer.from(filename).toString('base64')}`,
      `postKey ${Buffer.from(postKey).toString('base64')}`,
    ];
    const created = await app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/guest-photos/uploads`,
      headers: { ...TUS, 'upload-length': String(photo.length), 'upload-metadata': metadata.join(',') },
    });
    expect(created.statusCode, created.body).toBe(201);
    const patched = await app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: photo,
    });
    expect(patched.statusCode, patched.body).toBe(204);
  }

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    owner = await registerAccount(app);
    const draft = siteDraft();
    siteId = await createSite(app, owner.cookie, {
      ...draft,
      siteModules: (draft.siteModules ?? []).map((module): SiteModuleInput =>
        module.siteModuleType === 'ImageGallery'
          ? { ...module, guestPhotos: { enabled: true, moderation: 'approveFirst' } }
          : module,
      ),
    });
    await publishSite(app, siteId, `slideshow-${Date.now()}.party.localhost`);
    const postKey = await fetchPostKey(app, clock, 'form-submissions');
    await uploadPhoto(postKey, 'IMG_0001.jpg');
    await uploadPhoto(postKey, 'IMG_0002.jpg');
    address = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('sends a photo the moment it is approved, never a pending one, and ends when the link is renewed', async () => {
    const links = guestPhotoLinksSchema.parse(
      (
        await app.inject({
          url: `/api/sites/${siteId}/guest-photos/links`,
          headers: { cookie: owner.cookie },
        })
      ).json(),
    );
    const token = links.slideshowUrl.split('/').pop() ?? '';
    const response = await fetch(`${address}/api/guest-photos/slideshow/${token}/events`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const stream = streamReader(response.body as ReadableStream<Uint8Array>);
    try {
      expect(await stream.readUntil((text) => text.includes('retry: 5000\n\n'), 5000)).toBe(true);

      const [approved, pending] = guestPhotosResponseSchema.parse(
        (
          await app.inject({ url: `/api/sites/${siteId}/guest-photos`, headers: { cookie: owner.cookie } })
        ).json(),
      ).photos;
      if (!approved || !pending) throw new Error('two photos were uploaded');
      clock.advance(1000);
      const update = await app.inject({
        method: 'PUT',
        url: `/api/sites/${siteId}/guest-photos/${approved._id}`,
        headers: { cookie: owner.cookie },
        payload: { status: 'approved' },
      });
      expect(update.statusCode, update.body).toBe(200);

      // The stream looks every 3 s.
      expect(await stream.readUntil((text) => text.includes('event: photo\n'), 8000)).toBe(true);
      const events = stream
        .text()
        .split('\n\n')
        .filter((block) => block.startsWith('event: photo\n'));
      expect(events).toHaveLength(1);
      const data = publicGuestPhotoSchema.parse(JSON.parse(events[0]?.split('\ndata: ')[1] ?? 'null'));
      expect(data._id).toBe(approved._id);
      expect(stream.text()).not.toContain(pending._id);

      const renewed = await app.inject({
        method: 'POST',
        url: `/api/sites/${siteId}/guest-photos/links/slideshow`,
        headers: { cookie: owner.cookie, 'content-type': 'application/json' },
        payload: {},
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
      await stream.readUntil(() => false, 8000);
      expect(stream.ended()).toBe(true);
    } finally {
      await stream.cancel();
    }
  }, 30_000);

  it('refuses a link no slideshow has, with the words to get the new one', async () => {
    const response = await fetch(`${address}/api/guest-photos/slideshow/${'x'.repeat(43)}/events`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({
      code: 'SLIDESHOW_LINK_INVALID',
      errorDescription: {
        sv: 'Länken till bildspelet fungerar inte längre. Hämta den nya länken under Gästernas bilder.',
      },
    });
    const malformed = await fetch(`${address}/api/guest-photos/slideshow/not-a-token/events`);
    expect(malformed.status).toBe(400);
  });
});
