import type { FastifyMultipartOptions } from '@fastify/multipart';
import { MAX_IMAGE_UPLOAD_BYTES } from '@eventsite/core/constants/image-sizes';
import { imageSchema } from '@eventsite/core/schemas/image';
import { errorResponses } from './error-responses';

/** What quick start's and the owner's image routes share: the multipart limits and their documentation. */
export const imageMultipartOptions: FastifyMultipartOptions = {
  limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
};

export const uploadDescription =
  'multipart/form-data with one file in the field `file`, at most 20 MB and 50 megapixels: JPEG, PNG, ' +
  'WebP, GIF, TIFF or AVIF. The image is decoded, turned upright by its EXIF orientation, stripped of its ' +
  'metadata and stored as JPEG (WebP when it has transparency) at its own size and 1600, 1200, 800 and ' +
  '600 px wide (never enlarged). Answers the image to put in a module.';

export const uploadResponses = { 200: imageSchema, ...errorResponses(400, 403, 413, 415, 429) };

export const cropDescription =
  'Cuts `crop` (pixels of the source picture) out of `sourceImageUrl`, which must be one of the site’s own ' +
  'uploads (`/api/images/uploads/{siteId}/…`) or a demo image (`/api/images/demo/…`). The crop is clamped ' +
  'to the picture; one with no width or height inside it is refused. Answers the new image, stored like an ' +
  'upload, with `imageBeforeEdit` naming the source so the crop can be reverted.';

export const cropResponses = { 200: imageSchema, ...errorResponses(400, 403, 404, 413, 415, 429) };
