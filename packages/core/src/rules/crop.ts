import { CROP_DEFAULT_WIDTH_SHARE, CROP_KEYBOARD_NUDGE_STEPS_PX } from '../constants/crop';
import type { CropRectangle, Image, ImageBeforeEdit } from '../schemas/image';

/** The natural (full-resolution) size of an image, in px. */
export interface NaturalSize {
  width: number;
  height: number;
}

/**
 * Clamps a crop rectangle to the natural image (`002` §5): the part of the rectangle that lies inside the
 * image, with whole-pixel edges, so x + width and y + height never pass the image's edges. Null when
 * nothing of it is left: a crop without width or height is never saved.
 */
export function clampCrop(crop: CropRectangle, image: NaturalSize): CropRectangle | null {
  const left = Math.round(Math.min(Math.max(crop.x, 0), image.width));
  const top = Math.round(Math.min(Math.max(crop.y, 0), image.height));
  const right = Math.round(Math.min(Math.max(crop.x + crop.width, 0), image.width));
  const bottom = Math.round(Math.min(Math.max(crop.y + crop.height, 0), image.height));
  if (right - left < 1 || bottom - top < 1) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The crop a new crop view starts with (`002` §5, §9): 90 % of the image's width, centred, with the chosen
 * aspect ratio (`null` is free, which keeps the image's own shape). When the ratio would make it taller
 * than the image, it takes 90 % of the height instead.
 */
export function defaultCrop(image: NaturalSize, ratio: number | null): CropRectangle {
  const imageRatio = image.width / image.height;
  const shape = ratio ?? imageRatio;
  const width =
    shape >= imageRatio
      ? image.width * CROP_DEFAULT_WIDTH_SHARE
      : image.height * CROP_DEFAULT_WIDTH_SHARE * shape;
  const height = width / shape;
  return {
    x: (image.width - width) / 2,
    y: (image.height - height) / 2,
    width,
    height,
  };
}

/** Which keys are held with an arrow key. */
export interface NudgeModifiers {
  shiftKey: boolean;
  altKey: boolean;
}

/** How far an arrow key moves the crop (`002` §9): 1 px, 10 px with Shift, 100 px with Alt. */
export function cropNudgeStep({ shiftKey, altKey }: NudgeModifiers): number {
  const [small, medium, large] = CROP_KEYBOARD_NUDGE_STEPS_PX;
  if (altKey) return large;
  return shiftKey ? medium : small;
}

/**
 * What a crop is made from (`002` §2.5): the original when the image is itself a crop, so cropping again
 * starts from the whole picture instead of cutting into the last crop.
 */
export function cropSourceOf(image: Image): ImageBeforeEdit {
  return (
    image.imageBeforeEdit ?? {
      path: image.path,
      fileName: image.fileName,
      sizes: image.sizes,
      width: image.width,
      height: image.height,
    }
  );
}

/** The image as it was before its crop (`002` §4 "Image editor"), or null when it has not been cropped. */
export function revertCrop(image: Image): Image | null {
  const original = image.imageBeforeEdit;
  if (!original) return null;
  return {
    ...image,
    path: original.path,
    fileName: original.fileName,
    sizes: original.sizes,
    width: original.width,
    height: original.height,
    imageBeforeEdit: null,
  };
}
