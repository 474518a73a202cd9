import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteIdParamsSchema } from '@eventsite/core/api/sites';
import { cropImageRequestSchema } from '@eventsite/core/schemas/image';
import { cropStoredImage } from '../../../images/crop-stored-image';
import { DEMO_IMAGES_DIR } from '../../../images/demo-images-dir';
import { imageFolderOf, QUICK_START_FOLDER } from '../../../images/image-folders';
import { LocalDirectoryStorage } from '../../../storage/local-directory-storage';
import { cropDescription, cropResponses } from '../../image-route-docs';

/** `PUT /api/sites/{siteId}/crop-image/v2` (`002` §7). */
const cropImage: FastifyPluginAsyncZod = async (app) => {
  const demoImages = new LocalDirectoryStorage(DEMO_IMAGES_DIR);

  app.put(
    '/:siteId/crop-image/v2',
    {
      onRequest: app.rateLimit('upload'),
      schema: {
        summary: "Crop one of the owner's images",
        description: `${cropDescription} Quick-start uploads (\`/api/images/uploads/quick-start/…\`) are accepted too: a site made from a quick-start draft shows them.`,
        tags: ['images'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        body: cropImageRequestSchema,
        response: cropResponses,
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
