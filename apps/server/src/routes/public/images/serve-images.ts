import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@eventsite/core';
import { GUEST_PHOTO_FOLDER } from '../../../guest-photos/store-guest-photo-file';
import { DEMO_IMAGES_DIR } from '../../../images/demo-images-dir';
import { LocalDirectoryStorage } from '../../../storage/local-directory-storage';
import { sendStoredFile } from '../../../storage/send-stored-file';
import { isValidStorageKey } from '../../../storage/storage';
import { errorResponses } from '../../error-responses';

const demoFileSchema = z.object({
  file: textSchema.regex(/^[a-z0-9][a-z0-9-]{0,99}\.(jpg|png)$/, 'must be a demo image file name'),
});

const uploadPathSchema = z.object({
  '*': textSchema.max(1000).refine(isValidStorageKey, 'must be <site id>/<file name> of an image'),
});

/** Images by URL: '/api' + image.path + image.fileName (`001` §7). */
const serveImages: FastifyPluginAsyncZod = async (app) => {
  const demoImages = new LocalDirectoryStorage(DEMO_IMAGES_DIR);

  app.get(
    '/demo/:file',
    {
      schema: {
        summary: 'A demo image',
        tags: ['images'],
        params: demoFileSchema,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) =>
      sendStoredFile(request, reply, await demoImages.get(request.params.file), request.params.file),
  );

  app.get(
    '/uploads/*',
    {
      schema: {
        summary: 'An uploaded image or a saved map',
        tags: ['images'],
        params: uploadPathSchema,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      // Owners' export zips are theirs alone: only `GET /api/accounts/me/export` answers them. Guests'
      // photos only through their own route, which serves no original and no pending photo to guests.
      const hidden = key.endsWith('.zip') || key.startsWith(`${GUEST_PHOTO_FOLDER}/`);
      const file = hidden ? null : await app.storage.get(key);
      return sendStoredFile(request, reply, file, key);
    },
  );
};

export default serveImages;
