import { UPLOADED_IMAGE_SIZES } from '../constants/image-sizes';

/**
 * The widths an uploaded or cropped image is stored at, widest first (`002` §9): each of 1600, 1200, 800
 * and 600 that the image reaches (never enlarged), and the image's own width when it is narrower than
 * 1600, so the widest stored size is never smaller than the picture itself.
 */
export function storedImageWidths(naturalWidth: number): number[] {
  const widths = new Set<number>(UPLOADED_IMAGE_SIZES.filter((size) => size <= naturalWidth));
  if (naturalWidth < Math.max(...UPLOADED_IMAGE_SIZES)) widths.add(naturalWidth);
  return [...widths].sort((a, b) => b - a);
}
