import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteIdParamsSchema } from '@eventsite/core';
import {
  GUEST_PHOTOS_ARCHIVE_FILE,
  GUEST_PHOTOS_SIGN_FILE,
  guestPhotoLinksSchema,
  guestPhotoParamsSchema,
  guestPhotoSchema,
  guestPhotosResponseSchema,
  guestPhotoUpdateSchema,
} from '@eventsite/core/api/guest-photos';
import { AppError } from '../../../errors/app-error';
import { guestPhotoDepsOf } from '../../../guest-photos/guest-photo-deps';
import { guestPhotoLinks, renewSlideshowToken } from '../../../guest-photos/guest-photo-links';
import { deleteGuestPhoto, listGuestPhotos, updateGuestPhoto } from '../../../guest-photos/guest-photo-list';
import { streamGuestPhotosArchive } from '../../../guest-photos/guest-photos-archive';
import { renderGuestPhotosSign } from '../../../guest-photos/guest-photos-sign';
import { errorResponses } from '../../error-responses';

const owner = { tags: ['guest photos'], security: [{ session: [] }] };

/**
 * The hosts' side of guests' photos (issue 38 item 3): the list to moderate, approving and starring,
 * deleting, every original in one streamed zip, and the upload and slideshow links. The owner's alone.
 */
const guestPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = guestPhotoDepsOf(app);

  /** The site with its address, or 409 `SITE_NOT_PUBLISHED`: the links and the sign need one. */
  async function publishedSite(siteId: string) {
    const stored = await app.repositories.sites.findById(siteId);
    if (!stored) throw new AppError('NOT_FOUND', { message: `No site ${siteId}` });
    const host = stored.site.host;
    if (!host) throw new AppError('SITE_NOT_PUBLISHED', { message: 'The site has no address yet.' });
    return { site: stored.site, host };
  }

  app.get(
    '/:siteId/guest-photos',
    {
      schema: {
        ...owner,
        summary: 'Every guest photo and video of the site, pending ones too',
        description:
          'Newest first, with what the site has used of its room (`count`, `bytes`) and the room itself ' +
          '(GUEST_PHOTOS_MAX_COUNT, GUEST_PHOTOS_MAX_BYTES). `image.url` is the processed copy, served at ' +
          '`<stem>.jpg` and in the site images’ widths at `<stem>-<width>.jpg`; a pending one only to the owner.',
        params: siteIdParamsSchema,
        response: { 200: guestPhotosResponseSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return listGuestPhotos(deps, request.params.siteId);
    },
  );

  app.get(
    `/:siteId/guest-photos/${GUEST_PHOTOS_ARCHIVE_FILE}`,
    {
      schema: {
        ...owner,
        summary: 'Every original guests sent, in one zip',
        description:
          'Streamed as it is read: the originals as the guests sent them (location and all), oldest first, ' +
          'named by time on the market’s clock and uploader, e.g. `2026-06-13 1432 Anna Svensson 3.jpg`.',
        params: siteIdParamsSchema,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request, reply) => {
      const photos = await deps.repositories.guestPhotos.list(request.params.siteId);
      const archive = streamGuestPhotosArchive(deps, photos, (error) =>
        request.log.error({ err: error }, 'The guest photos archive stopped'),
      );
      return (reply as FastifyReply)
        .type('application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${GUEST_PHOTOS_ARCHIVE_FILE}"`)
        .send(archive);
    },
  );

  app.get(
    '/:siteId/guest-photos/links',
    {
      schema: {
        ...owner,
        summary: 'The upload page’s link and the slideshow’s secret link',
        description:
          '`uploadUrl` is `https://<site host>/<first language>/bilder` (for the QR on table cards); ' +
          '`slideshowUrl` is `https://<site host>/bildspel/<token>`, made the first time. 409 ' +
          '`SITE_NOT_PUBLISHED` while the site has no address.',
        params: siteIdParamsSchema,
        response: { 200: guestPhotoLinksSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { siteId } = request.params;
      const { site, host } = await publishedSite(siteId);
      void reply.header('cache-control', 'private, no-store');
      return guestPhotoLinks({ ...deps, publicUrl: app.config.publicUrl }, siteId, site, host);
    },
  );

  app.get(
    `/:siteId/guest-photos/${GUEST_PHOTOS_SIGN_FILE}`,
    {
      schema: {
        ...owner,
        summary: 'An A5 sign with the upload page’s QR, as a PDF',
        description:
          'For the tables or the entrance, in the site’s fonts, colours and first language: the hosts’ ' +
          'names, “Dela dina bilder”, a QR of `uploadUrl` (as `GET …/links` answers it) and the address ' +
          'written out. 409 `SITE_NOT_PUBLISHED` while the site has no address.',
        params: siteIdParamsSchema,
        response: errorResponses(400, 403, 404, 409, 502),
      },
    },
    async (request, reply) => {
      const { siteId } = request.params;
      const { site, host } = await publishedSite(siteId);
      const { uploadUrl } = await guestPhotoLinks(
        { ...deps, publicUrl: app.config.publicUrl },
        siteId,
        site,
        host,
      );
      let pdf: Buffer;
      try {
        pdf = await renderGuestPhotosSign(app.printing.pdf, { site, uploadUrl, market: app.config.market });
      } catch (error) {
        throw new AppError('PRINT_RENDER_FAILED', {
          message: 'The PDF could not be rendered.',
          cause: error,
        });
      }
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${GUEST_PHOTOS_SIGN_FILE}"`)
        .send(pdf);
    },
  );

  app.post(
    '/:siteId/guest-photos/links/slideshow',
    {
      schema: {
        ...owner,
        summary: 'A new slideshow link; the old one stops working',
        description: 'Answers both links as `GET …/links` does.',
        params: siteIdParamsSchema,
        response: { 200: guestPhotoLinksSchema, ...errorResponses(400, 403, 404, 409, 415) },
      },
    },
    async (request, reply) => {
      const { siteId } = request.params;
      const { site, host } = await publishedSite(siteId);
      await renewSlideshowToken(deps, siteId);
      void reply.header('cache-control', 'private, no-store');
      return guestPhotoLinks({ ...deps, publicUrl: app.config.publicUrl }, siteId, site, host);
    },
  );

  app.put(
    '/:siteId/guest-photos/:photoId',
    {
      schema: {
        ...owner,
        summary: 'Approve a photo (or send it back) and star it',
        description:
          'An approved photo shows in the gallery (when guests see the others’) and on the slideshow; a ' +
          'starred one comes first. 404 `GUEST_PHOTO_NOT_FOUND` for a photo the site does not have.',
        params: guestPhotoParamsSchema,
        body: guestPhotoUpdateSchema,
        response: { 200: guestPhotoSchema, ...errorResponses(400, 403, 404, 415) },
      },
    },
    async (request) => updateGuestPhoto(deps, request.params.siteId, request.params.photoId, request.body),
  );

  app.delete(
    '/:siteId/guest-photos/:photoId',
    {
      schema: {
        ...owner,
        summary: 'Delete a photo, its original and every processed copy',
        params: guestPhotoParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteGuestPhoto(deps, request.params.siteId, request.params.photoId);
      return reply.status(204).send(null);
    },
  );
};

export default guestPhotoRoutes;
