import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_IMAGE_UPLOAD_BYTES } from '@eventsite/core/constants/image-sizes';
import printImages from './print-images';
import printPdf from './print-pdf';
import readPrints from './read-prints';
import savePrint from './save-print';

/** The owner's print calls of `002` §7 under `/api` (wedding brand only, `000` §1). */
const ownerPrintRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  await app.register(savePrint);
  await app.register(readPrints);
  await app.register(printImages);
  await app.register(printPdf);
};

export default ownerPrintRoutes;
