import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cropImageRequestSchema } from '@eventsite/core/schemas/image';
import { cropStoredImage } from '../../../images/crop-stored-image';
import { DEMO_IMAGES_DIR } from '../../../images/demo-images-dir';
import { LocalDirectoryStorage } from '../../../storage/local-directory-storage';
import { imageFolderOf, QUICK_START_FOLDER } from '../../../images/image-folders';
import { cropDescription, cropResponses } from '../../image-route-docs';

/** `PUT /api/sites/quick-start/crop-image/v2` (`002` §7). */
const quickStartCrop: FastifyPluginAsyncZod = async (app) => {
  const demoImages = new LocalDirectoryStorage(DEMO_IMAGES_DIR);

  app.put(
    '/quick-start/crop-image/v2',
    {
      onRequest: [app.rateLimit('upload'), app.rateLimit('quick-start-upload')],
      schema: {
        summary: 'Crop an image without an account (quick start)',
        description: `${cropDescription} Quick start crops its own uploads and the demo images; the result is \`temporary: true\`.`,
        tags: ['images'],
        body: cropImageRequestSchema,
        response: cropResponses,
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
};

export default quickStartCrop;
