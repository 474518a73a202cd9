import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { imageMultipartOptions } from '../../image-route-docs';
import quickStartCrop from './quick-start-crop';
import quickStartUpload from './quick-start-upload';
import serveImages from './serve-images';

/**
 * Images anyone may call: the stored and demo images under `/api/images`, and quick start's uploads and crops
 * under `/api/sites/quick-start` (`002` §7). The owner's uploads are in `routes/owner/images`.
 */
const imageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(serveImages, { prefix: '/images' });
  await app.register(
    async (quickStart) => {
      // Multipart parsing is registered for the upload routes alone.
      await quickStart.register(multipart, imageMultipartOptions);
      await quickStart.register(quickStartUpload);
      await quickStart.register(quickStartCrop);
    },
    { prefix: '/sites' },
  );
};

export default imageRoutes;
