import { imageSchema, type CropImageRequest, type Image } from '@eventsite/core/schemas/image';
import { apiRequest } from '../../lib/api-client';

/** Where the image editor uploads and crops: a site's image routes, or a print's (`002` §7). */
export interface ImageApi {
  /** `POST` here with one image in the multipart field `file`. */
  uploadPath: string;
  /** Crops an image on the server; answers the new image. */
  crop: (request: CropImageRequest) => Promise<Image>;
}

/** A site's image routes under `/api/sites/{siteId}` (or `/api/sites/quick-start`). */
export function siteImageApi(imageApiBase: string): ImageApi {
  return {
    uploadPath: `${imageApiBase}/upload-image`,
    crop: (request) =>
      apiRequest(`${imageApiBase}/crop-image/v2`, { method: 'PUT', body: request, schema: imageSchema }),
  };
}

/** A saved print's own image routes (`POST …/image-upload`, `PUT …/image-crop`). */
export function printImageApi(printId: string): ImageApi {
  const base = `/api/prints/${encodeURIComponent(printId)}`;
  return {
    uploadPath: `${base}/image-upload`,
    crop: ({ originalName, sourceImageUrl, crop }) =>
      apiRequest(`${base}/image-crop`, {
        method: 'PUT',
        body: { originalName, sourceImageUrl, ...crop },
        schema: imageSchema,
      }),
  };
}
