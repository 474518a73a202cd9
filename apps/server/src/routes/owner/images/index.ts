import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { imageMultipartOptions } from '../../image-route-docs';
import cropImage from './crop-image';
import uploadImage from './upload-image';

/** The owner's image uploads and crops under `/api/sites/{siteId}`; multipart parsing is registered for these alone. */
const ownerImageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, imageMultipartOptions);
  await app.register(uploadImage);
  await app.register(cropImage);
};

export default ownerImageRoutes;
