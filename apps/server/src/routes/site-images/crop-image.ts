import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteIdParamsSchema } from '@eventsite/core/api/sites';
import { cropImageRequestSchema, imageSchema } from '@eventsite/core/schemas/image';
import { cropStoredImage } from '../../images/crop-stored-image';
import { DEMO_IMAGES_DIR } from '../../images/demo-images-dir';
import { LocalDirectoryStorage } from '../../storage/local-directory-storage';
import { errorResponses } from '../error-responses';
import { imageFolderOf, QUICK_START_FOLDER } from './image-folders';

const description =
  'Cuts `crop` (pixels of the source picture) out of `sourceImageUrl`, which must be one of the site’s own ' +
  'uploads (`/api/images/uploads/{siteId}/…`) or a demo image (`/api/images/demo/…`). The crop is clamped ' +
  'to the picture; one with no width or height inside it is refused. Answers the new image, stored like an ' +
  'upload, with `imageBeforeEdit` naming the source so the crop can be reverted.';

const responses = { 200: imageSchema, ...errorResponses(400, 403, 404, 413, 415, 429) };

/** `PUT /api/sites/{siteId}/crop-image/v2` and `/api/sites/quick-start/crop-image/v2` (`002` §7). */
const cropImage: FastifyPluginAsyncZod = async (app) => {
  const demoImages = new LocalDirectoryStorage(DEMO_IMAGES_DIR);

  app.put(
    '/quick-start/crop-image/v2',
    {
      onRequest: [app.rateLimit('upload'), app.rateLimit('quick-start-upload')],
      schema: {
        summary: 'Crop an image without an account (quick start)',
        description: `${description} Quick start crops its own uploads and the demo images; the result is \`temporary: true\`.`,
        tags: ['images'],
        body: cropImageRequestSchema,
        response: responses,
      },
    },
    async (request) =>
      cropStoredImage(request.body, {
        folder: imageFolderOf(QUICK_START_FOLDER),
        uploads: app.storage,
        demoImages,
        temporary: true,
      }),
  );

  app.put(
    '/:siteId/crop-image/v2',
    {
      onRequest: [app.requireSiteOwner('siteId'), app.rateLimit('upload')],
      schema: {
        summary: "Crop one of the owner's images",
        description: `${description} Quick-start uploads (\`/api/images/uploads/quick-start/…\`) are accepted too: a site made from a quick-start draft shows them.`,
        tags: ['images'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        body: cropImageRequestSchema,
        response: responses,
      },
    },
    async (request) =>
      cropStoredImage(request.body, {
        folder: imageFolderOf(request.params.siteId),
        uploads: app.storage,
        demoImages,
        temporary: false,
        // A site made from a quick-start draft shows the visitor's quick-start uploads.
        sharedFolders: [imageFolderOf(QUICK_START_FOLDER)],
      }),
  );
};

export default cropImage;
