import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { siteIdParamsSchema } from '@eventsite/core/api/sites';
import { imageSchema } from '@eventsite/core/schemas/image';
import { AppError } from '../../errors/app-error';
import { storeImage } from '../../images/store-image';
import { errorResponses } from '../error-responses';
import { imageFolderOf, QUICK_START_FOLDER } from './image-folders';

const description =
  'multipart/form-data with one file in the field `file`, at most 20 MB and 50 megapixels: JPEG, PNG, ' +
  'WebP, GIF, TIFF or AVIF. The image is decoded, turned upright by its EXIF orientation, stripped of its ' +
  'metadata and stored as JPEG (WebP when it has transparency) at its own size and 1600, 1200, 800 and ' +
  '600 px wide (never enlarged). Answers the image to put in a module.';

function multipartFailure(error: unknown): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('IMAGE_TOO_LARGE', { message: 'The file is larger than 20 MB.', cause: error });
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('BAD_REQUEST', { message: 'Send one file per request.', cause: error });
  }
  if (error instanceof AppError) return error;
  return new AppError('BAD_REQUEST', { message: 'The multipart body could not be read.', cause: error });
}

/** The one uploaded file's name and bytes; 400 unless there is exactly one, in the field `file`. */
async function readUploadedFile(request: FastifyRequest): Promise<{ filename: string; bytes: Buffer }> {
  let upload: { filename: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (upload) throw new AppError('BAD_REQUEST', { message: 'Send one file per request.' });
      if (part.fieldname !== 'file') {
        throw new AppError('IMAGE_MISSING', {
          message: `Send the image in the field 'file', not '${part.fieldname.slice(0, 50)}'.`,
        });
      }
      upload = { filename: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (!upload) throw new AppError('IMAGE_MISSING', { message: 'The multipart body has no file.' });
  if (upload.bytes.length === 0) throw new AppError('IMAGE_MISSING', { message: 'The file is empty.' });
  return upload;
}

const responses = { 200: imageSchema, ...errorResponses(400, 403, 413, 415, 429) };

/** `POST /api/sites/{siteId}/upload-image` and `/api/sites/quick-start/upload-image` (`002` §7). */
const uploadImage: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quick-start/upload-image',
    {
      config: { multipart: true },
      onRequest: [app.rateLimit('upload'), app.rateLimit('quick-start-upload')],
      schema: {
        summary: 'Upload an image without an account (quick start)',
        description: `${description} The image is marked \`temporary: true\`; RATE_LIMIT_QUICK_START_UPLOAD limits how many images one visitor makes a day.`,
        tags: ['images'],
        consumes: ['multipart/form-data'],
        response: responses,
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

  app.post(
    '/:siteId/upload-image',
    {
      config: { multipart: true },
      onRequest: [app.requireSiteOwner('siteId'), app.rateLimit('upload')],
      schema: {
        summary: "Upload an image to the owner's site",
        description,
        tags: ['images'],
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        params: siteIdParamsSchema,
        response: responses,
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
