import type { CropImageRequest, Image } from '@eventsite/core/schemas/image';
import type { Storage } from '../storage/storage';
import { readCropSource } from './read-crop-source';
import { inspectImage, storeImage, type ImageFolder } from './store-image';
import { storedSizesOf } from './stored-image-files';

export interface CropStoredImageOptions {
  folder: ImageFolder;
  uploads: Storage;
  demoImages: Storage;
  temporary: boolean;
  /** Other upload folders a crop may start from (see `readCropSource`). */
  sharedFolders?: readonly ImageFolder[];
}

/**
 * Cuts the crop out of the source image and stores it with its sizes (`002` §7 `crop-image/v2`). The
 * answer's `imageBeforeEdit` is the source, so the owner can revert the crop (`002` §4 "Image editor").
 */
export async function cropStoredImage(
  request: CropImageRequest,
  { folder, uploads, demoImages, temporary, sharedFolders }: CropStoredImageOptions,
): Promise<Image> {
  const source = await readCropSource(request.sourceImageUrl, folder, uploads, demoImages, sharedFolders);
  const { width, height } = await inspectImage(source.bytes);
  const cropped = await storeImage(uploads, folder, source.bytes, {
    originalName: request.originalName,
    temporary,
    crop: request.crop,
  });
  return {
    ...cropped,
    imageBeforeEdit: {
      path: source.path,
      fileName: source.fileName,
      sizes: storedSizesOf(source.fileName, width),
      width,
      height,
    },
  };
}
