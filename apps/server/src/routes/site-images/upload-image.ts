import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { siteIdParamsSchema } from '@eventsite/core/api/sites';
import { imageSchema } from '@eventsite/core/schemas/image';
import { readUploadedFile } from '../../images/read-uploaded-file';
import { storeImage } from '../../images/store-image';
import { errorResponses } from '../error-responses';
import { imageFolderOf, QUICK_START_FOLDER } from './image-folders';

const description =
  'multipart/form-data with one file in the field `file`, at most 20 MB and 50 megapixels: JPEG, PNG, ' +
  'WebP, GIF, TIFF or AVIF. The image is decoded, turned upright by its EXIF orientation, stripped of its ' +
  'metadata and stored as JPEG (WebP when it has transparency) at its own size and 1600, 1200, 800 and ' +
  '600 px wide (never enlarged). Answers the image to put in a module.';

const responses = { 200: imageSchema, ...errorResponses(400, 403, 413, 415, 429) };

/** `POST /api/sites/{siteId}/upload-image` and `/api/sites/quick-start/upload-image` (`002` §7). */
const uploadImage: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quick-start/upload-image',
    {
      config: { multipart: true },
      onRequest: [app.rateLimit('upload'), app.rateLimit('quick-start-upload')],
      schema: {
        summary: 'Upload an image without an account (quick start)',
        description: `${description} The image is marked \`temporary: true\`; RATE_LIMIT_QUICK_START_UPLOAD limits how many images one visitor makes a day.`,
        tags: ['images'],
        consumes: ['multipart/form-data'],
        response: responses,
      },
    },
    async (request) => {
      const { filename, bytes } = await readUploadedFile(request);
      return storeImage(app.storage, imageFolderOf(QUICK_START_FOLDER), bytes, {
        originalName: filename,
        temporary: true,
      });
    },
  );

  app.post(
    '/:siteId/upload-image',
    {
      config: { multipart: true },
      onRequest: [app.requireSiteOwner('siteId'), app.rateLimit('upload')],
      schema: {
        summary: "Upload an image to the owner's site",
        description,
        tags: ['images'],
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        params: siteIdParamsSchema,
        response: responses,
      },
    },
    async (request) => {
      const { filename, bytes } = await readUploadedFile(request);
      return storeImage(app.storage, imageFolderOf(request.params.siteId), bytes, {
        originalName: filename,
        temporary: false,
      });
    },
  );
};

export default uploadImage;
