import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_IMAGE_UPLOAD_BYTES } from '@eventsite/core/constants/image-sizes';
import cropImage from './crop-image';
import uploadImage from './upload-image';

/**
 * An owner's image uploads and crops under `/api/sites/{siteId}`, and the same for quick start under
 * `/api/sites/quick-start` (`002` §7). Multipart parsing is registered here only, for these routes.
 */
const siteImageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  await app.register(uploadImage);
  await app.register(cropImage);
};

export default siteImageRoutes;
