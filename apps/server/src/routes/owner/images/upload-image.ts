import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteIdParamsSchema } from '@eventsite/core/api/sites';
import { imageFolderOf } from '../../../images/image-folders';
import { readUploadedFile } from '../../../images/read-uploaded-file';
import { storeImage } from '../../../images/store-image';
import { uploadDescription, uploadResponses } from '../../image-route-docs';

/** `POST /api/sites/{siteId}/upload-image` (`002` §7). */
const uploadImage: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:siteId/upload-image',
    {
      config: { multipart: true },
      onRequest: app.rateLimit('upload'),
      schema: {
        summary: "Upload an image to the owner's site",
        description: uploadDescription,
        tags: ['images'],
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        params: siteIdParamsSchema,
        response: uploadResponses,
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
