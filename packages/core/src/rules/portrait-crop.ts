import type { CropRectangle } from '../schemas/image';

/** A phone held upright sees a header image through a window narrower than this, 3 : 4 (issue 40). */
export const PORTRAIT_ASPECT = 3 / 4;

/** The widest portrait file stored: drawn 0.75 × 65vh wide on a phone, it is as sharp as the 1600 px one. */
export const PORTRAIT_IMAGE_WIDTH = 800;

/**
 * The portrait crop stored beside an image's sizes (issue 40): the image's full height and a 3 : 4 width
 * around its middle, where a header draws it (`object-fit: cover`, centred), so a phone shows the same part
 * of the picture from a file a third the size. Null for an image that is not wider than 3 : 4.
 */
export function portraitCrop(width: number, height: number): CropRectangle | null {
  const cropWidth = Math.round(height * PORTRAIT_ASPECT);
  if (cropWidth >= width) return null;
  return { x: Math.round((width - cropWidth) / 2), y: 0, width: cropWidth, height };
}

/** The width the portrait crop is stored at: never wider than it is. */
export function portraitImageWidth(crop: CropRectangle): number {
  return Math.min(PORTRAIT_IMAGE_WIDTH, crop.width);
}
