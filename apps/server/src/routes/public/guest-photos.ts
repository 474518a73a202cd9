import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema, siteIdParamsSchema, textSchema } from '@eventsite/core';
import {
  publicGuestPhotosResponseSchema,
  slideshowTokenParamsSchema,
} from '@eventsite/core/api/guest-photos';
import { AppError } from '../../errors/app-error';
import { findPhotoGallery } from '../../guest-photos/accept-guest-upload';
import { guestPhotoDepsOf } from '../../guest-photos/guest-photo-deps';
import { publicGuestPhotosOf } from '../../guest-photos/guest-photo-list';
import type { StoredGuestPhoto } from '../../guest-photos/guest-photo-repository';
import { guestPhotoFolderKey } from '../../guest-photos/store-guest-photo-file';
import { assertGuestAccess } from '../../sites/guest-access';
import { siteDepsOf } from '../../sites/site-deps';
import { sendStoredFileInRanges } from '../../storage/send-stored-file';
import { errorResponses } from '../error-responses';

/** How often the slideshow's event stream looks for newly approved photos (any process may approve one). */
const SLIDESHOW_CHECK_MS = 3000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

const FILE_PATTERN = /^([0-9a-f]{24})(?:-\d{1,5})?\.(jpg|webp|mp4|mov|webm)$/;

const fileParamsSchema = z.object({
  siteId: entityIdSchema,
  file: textSchema.regex(FILE_PATTERN, 'must be a guest photo’s file name'),
});

/** The storage key a file name asks for, when it is one of this photo's processed files (a video's too). */
function keyOfFile(photo: StoredGuestPhoto, file: string): string | null {
  const key = `${guestPhotoFolderKey(photo.siteId)}/${file}`;
  return photo.processedKeys.includes(key) ? key : null;
}

/**
 * What guests and the slideshow read of guests' photos (issue 38 items 3 and 4): approved photos only, the
 * processed copies only (never an original), and a pending photo's files to the site's owner alone.
 */
const guestPhotoReads: FastifyPluginAsyncZod = async (app) => {
  const deps = guestPhotoDepsOf(app);
  const siteDeps = siteDepsOf(app);
  /** The open event streams, ended when the server closes so shutdown does not wait for them. */
  const streams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    '/sites/public/:siteId/guest-photos',
    {
      schema: {
        summary: 'Guests’ approved photos, as the site’s guests see them',
        description:
          'Starred first, then newest; empty unless a gallery takes guests’ photos and lets guests see the ' +
          'others’. A pending photo is never here. Behind a guest password only after logging in (401).',
        tags: ['guest photos'],
        params: siteIdParamsSchema,
        response: { 200: publicGuestPhotosResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { siteId } = request.params;
      await assertGuestAccess(siteDeps, request, siteId);
      void reply.header('cache-control', 'no-cache');
      const gallery = await findPhotoGallery(deps, siteId).catch(() => null);
      if (!gallery?.guestPhotos.guestsSeeOthers) return { photos: [] };
      return publicGuestPhotosOf(await deps.repositories.guestPhotos.listApproved(siteId));
    },
  );

  app.get(
    '/sites/public/:siteId/guest-photos/files/:file',
    {
      schema: {
        summary: 'A guest photo’s processed copy (or a video), by its URL',
        description:
          '`<stem>.jpg`, `<stem>-<width>.jpg` in the site images’ widths, or a video’s copy with its ' +
          'location blanked. An approved photo’s files are cached for good like every stored image; a ' +
          'pending one’s answer only its site’s owner (404 for anyone else), never cached. Originals are never served here. A single ' +
          '`Range` (`bytes=0-`, `bytes=10-19`, `bytes=-500`) answers 206 with `Content-Range`, as phones ' +
          'play videos; 416 `RANGE_NOT_SATISFIABLE` when it starts past the end.',
        tags: ['guest photos'],
        params: fileParamsSchema,
        response: errorResponses(400, 404, 416),
      },
    },
    async (request, reply) => {
      const { siteId, file } = request.params;
      const stem = FILE_PATTERN.exec(file)?.[1] ?? '';
      const photo = await deps.repositories.guestPhotos.findByStem(siteId, stem);
      const key = photo ? keyOfFile(photo, file) : null;
      if (!photo || !key) throw new AppError('GUEST_PHOTO_NOT_FOUND', { message: `No file ${file}` });
      if (photo.status !== 'approved') {
        if (!request.account) await app.authenticate(request).catch(() => undefined);
        const owner =
          request.account !== undefined &&
          request.account !== null &&
          (await app.repositories.sites.isOwnedBy(siteId, request.account.id));
        if (!owner) throw new AppError('GUEST_PHOTO_NOT_FOUND', { message: `No file ${file}` });
      }
      return sendStoredFileInRanges(request, reply as FastifyReply, deps.storage, key, {
        cache: photo.status === 'approved' ? 'immutable' : 'private',
        missing: () => new AppError('GUEST_PHOTO_NOT_FOUND', { message: `No file ${file}` }),
      });
    },
  );

  /** The site of a slideshow link, or SLIDESHOW_LINK_INVALID. */
  async function slideshowSite(token: string): Promise<string> {
    const siteId = await deps.repositories.guestPhotos.siteOfSlideshowToken(token);
    if (!siteId) throw new AppError('SLIDESHOW_LINK_INVALID', { message: 'No slideshow has this link.' });
    return siteId;
  }

  app.get(
    '/guest-photos/slideshow/:token',
    {
      schema: {
        summary: 'The slideshow’s photos (the owner’s secret link)',
        description:
          'Every approved photo, starred first, then newest, whether or not guests see the others’. 404 ' +
          '`SLIDESHOW_LINK_INVALID` once the owner has renewed the link.',
        tags: ['guest photos'],
        params: slideshowTokenParamsSchema,
        response: { 200: publicGuestPhotosResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const siteId = await slideshowSite(request.params.token);
      void reply.header('cache-control', 'private, no-store');
      return publicGuestPhotosOf(await deps.repositories.guestPhotos.listApproved(siteId));
    },
  );

  app.get(
    '/guest-photos/slideshow/:token/events',
    {
      schema: {
        summary: 'Server-sent events: each photo as it is approved',
        description:
          '`text/event-stream`; each newly approved photo is an event `photo` whose data is one entry of ' +
          '`GET /api/guest-photos/slideshow/{token}`. The stream reads the database, so an approval in any ' +
          'server process arrives; it ends when the link is renewed. A client that loses it polls the list ' +
          'every GUEST_PHOTO_SLIDESHOW_POLL_MS.',
        tags: ['guest photos'],
        params: slideshowTokenParamsSchema,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const siteId = await slideshowSite(token);
      reply.hijack();
      const raw = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 5000\n\n');
      let since = deps.now();
      let closed = false;
      const check = async () => {
        if ((await deps.repositories.guestPhotos.siteOfSlideshowToken(token)) !== siteId) {
          end();
          return;
        }
        const photos = await deps.repositories.guestPhotos.listApprovedSince(siteId, since);
        for (const photo of photos) {
          if (photo.approvedAt && photo.approvedAt > since) since = photo.approvedAt;
          const [entry] = publicGuestPhotosOf([photo]).photos;
          raw.write(`event: photo\ndata: ${JSON.stringify(entry)}\n\n`);
        }
      };
      const poll = setInterval(() => {
        if (!closed) check().catch((error: unknown) => request.log.warn({ err: error }, 'Slideshow check'));
      }, SLIDESHOW_CHECK_MS);
      const keepAlive = setInterval(() => raw.write(': still here\n\n'), KEEP_ALIVE_MS);
      const end = () => {
        stop();
        raw.end();
      };
      function stop() {
        closed = true;
        clearInterval(poll);
        clearInterval(keepAlive);
        streams.delete(end);
      }
      streams.add(end);
      request.raw.on('close', stop);
    },
  );
};

export default guestPhotoReads;
