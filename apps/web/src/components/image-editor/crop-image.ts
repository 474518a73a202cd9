import { imageSchema, type CropImageRequest, type Image } from '@eventsite/core/schemas/image';
import { apiRequest } from '../../lib/api-client';

/** Crops an image on the server (`002` §7 `PUT …/crop-image/v2`); answers the new image. */
export function cropImage(imageApiBase: string, request: CropImageRequest): Promise<Image> {
  return apiRequest(`${imageApiBase}/crop-image/v2`, { method: 'PUT', body: request, schema: imageSchema });
}
