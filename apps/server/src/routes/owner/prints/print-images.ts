import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageSchema, printIdParamsSchema, printImageCropRequestSchema } from '@eventsite/core';
import { cropStoredImage } from '../../../images/crop-stored-image';
import { DEMO_IMAGES_DIR } from '../../../images/demo-images-dir';
import { readUploadedFile } from '../../../images/read-uploaded-file';
import { storeImage } from '../../../images/store-image';
import { LocalDirectoryStorage } from '../../../storage/local-directory-storage';
import { errorResponses } from '../../error-responses';
import { imageFolderOf, QUICK_START_FOLDER } from '../../../images/image-folders';
import { ownedPrint } from './owned-print';

/**
 * `POST /api/prints/{printId}/image-upload` and `PUT /api/prints/{printId}/image-crop` (`002` §7): the
 * same image pipeline as a site's images, stored in the print's site's folder.
 */
const printImages: FastifyPluginAsyncZod = async (app) => {
  const demoImages = new LocalDirectoryStorage(DEMO_IMAGES_DIR);

  app.post(
    '/prints/:printId/image-upload',
    {
      config: { multipart: true },
      onRequest: app.rateLimit('upload'),
      schema: {
        summary: 'Upload an image to a print',
        description:
          'multipart/form-data with one image in the field `file`, as a site’s upload: decoded, metadata stripped, stored at its own size and the smaller sizes. Answers the image to put at the card’s primary image.',
        tags: ['prints', 'images'],
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        params: printIdParamsSchema,
        response: { 200: imageSchema, ...errorResponses(400, 403, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const print = await ownedPrint(app, request.params.printId);
      const { filename, bytes } = await readUploadedFile(request);
      return storeImage(app.storage, imageFolderOf(print.siteId), bytes, {
        originalName: filename,
        temporary: false,
      });
    },
  );

  app.put(
    '/prints/:printId/image-crop',
    {
      onRequest: app.rateLimit('upload'),
      schema: {
        summary: 'Crop an image of a print',
        description:
          'Cuts `x`, `y`, `width`, `height` (pixels of the source) out of `sourceImageUrl`, one of the site’s uploads or a demo image; the editor keeps the layout’s aspect ratio (1.1 for PHOTO_CLEAN, 460/635 for the photo layouts, `002` §9). Answers the new image with `imageBeforeEdit`, so the original can be cropped again.',
        tags: ['prints', 'images'],
        security: [{ session: [] }],
        params: printIdParamsSchema,
        body: printImageCropRequestSchema,
        response: { 200: imageSchema, ...errorResponses(400, 403, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const print = await ownedPrint(app, request.params.printId);
      const { originalName, sourceImageUrl, x, y, width, height } = request.body;
      return cropStoredImage(
        { originalName, sourceImageUrl, crop: { x, y, width, height } },
        {
          folder: imageFolderOf(print.siteId),
          uploads: app.storage,
          demoImages,
          temporary: false,
          sharedFolders: [imageFolderOf(QUICK_START_FOLDER)],
        },
      );
    },
  );
};

export default printImages;
