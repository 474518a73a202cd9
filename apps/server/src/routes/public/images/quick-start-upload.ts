import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { readUploadedFile } from '../../../images/read-uploaded-file';
import { storeImage } from '../../../images/store-image';
import { imageFolderOf, QUICK_START_FOLDER } from '../../../images/image-folders';
import { uploadDescription, uploadResponses } from '../../image-route-docs';

/** `POST /api/sites/quick-start/upload-image` (`002` §7). */
const quickStartUpload: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quick-start/upload-image',
    {
      config: { multipart: true },
      onRequest: [app.rateLimit('upload'), app.rateLimit('quick-start-upload')],
      schema: {
        summary: 'Upload an image without an account (quick start)',
        description: `${uploadDescription} The image is marked \`temporary: true\`; RATE_LIMIT_QUICK_START_UPLOAD limits how many images one visitor makes a day.`,
        tags: ['images'],
        consumes: ['multipart/form-data'],
        response: uploadResponses,
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
};

export default quickStartUpload;
