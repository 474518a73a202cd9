import type { ImageSizeHint } from '../constants/image-sizes';
import { LEGACY_EXTRA_IMAGE_SOURCE_WIDTH } from '../constants/image-sizes';
import type { Image } from '../schemas/image';
import { PORTRAIT_ASPECT } from './portrait-crop';

/** Images load from this base plus their path and file name (`001` §7). */
export const IMAGE_API_BASE = '/api';

/** Where an image's files live; a saved map picture has a path and, usually, a file name. */
export interface ImageLocation {
  path: string;
  fileName?: string;
  cdn?: boolean;
}

export interface ImageSourceOptions {
  /** The CDN's base address; without one, a CDN image is read through the API like any other. */
  cdnBase?: string | null;
  /** Older sites list the original file as a 4000w source as well (`001` §7). */
  legacy?: boolean;
}

export interface ImageSources {
  /** The largest file, for browsers that ignore `srcSet`. */
  src: string;
  /** `<file> <width>w` per stored size, widest last; undefined when the image has no stored sizes. */
  srcSet: string | undefined;
}

/** Joins URL parts with exactly one '/' between them, whatever slashes the stored parts carry. */
function joinUrl(base: string, ...parts: string[]): string {
  return parts
    .filter((part) => part !== '')
    .reduce((url, part) => `${url.replace(/\/+$/, '')}/${part.replace(/^\/+/, '')}`, base);
}

/**
 * The address of one file of an image (`001` §7): the API base (or the CDN base when the image is on
 * the CDN and a base is known) plus the image's path and the file name.
 */
export function imageFileUrl(
  image: ImageLocation,
  fileName: string,
  options: ImageSourceOptions = {},
): string {
  const base = image.cdn === true && options.cdnBase ? options.cdnBase : IMAGE_API_BASE;
  return joinUrl(base, image.path, fileName);
}

/** The address of an image's own file, e.g. a saved map picture (`001` §7). */
export function imageUrl(image: ImageLocation, options: ImageSourceOptions = {}): string {
  return imageFileUrl(image, image.fileName ?? '', options);
}

/**
 * The responsive sources of an image (`001` §7): one `srcSet` entry per stored size (`<file> <size>w`),
 * and the largest size as `src`. Without stored sizes the original file is the only source.
 */
export function imageSources(
  image: Pick<Image, 'path' | 'fileName' | 'cdn' | 'sizes'>,
  options: ImageSourceOptions = {},
): ImageSources {
  const sizes = [...image.sizes].sort((a, b) => a.size - b.size);
  const entries = sizes.map(({ fileName, size }) => ({ url: imageFileUrl(image, fileName, options), size }));
  if (options.legacy === true) {
    entries.push({
      url: imageFileUrl(image, image.fileName, options),
      size: LEGACY_EXTRA_IMAGE_SOURCE_WIDTH,
    });
  }
  const largest = sizes.at(-1);
  return {
    src: imageFileUrl(image, largest?.fileName ?? image.fileName, options),
    srcSet: entries.length === 0 ? undefined : entries.map(({ url, size }) => `${url} ${size}w`).join(', '),
  };
}

/**
 * The `sizes` attribute for a size hint of `001` §9: the hinted width, from a viewport width on when the
 * hint names one (narrower screens show the image across the viewport).
 */
export function imageSizesAttribute(hint: ImageSizeHint): string {
  return hint.fromViewportWidthPx === undefined
    ? `${hint.widthPx}px`
    : `(min-width: ${hint.fromViewportWidthPx}px) ${hint.widthPx}px, 100vw`;
}

/**
 * The `sizes` attribute of an image drawn with `object-fit: cover` across the viewport's width and
 * `heightVh` of its height, as a header image is. On a viewport narrower than the image's shape (a phone
 * held upright) the height decides, so the image is drawn wider than the screen and needs a larger file.
 */
export function coverImageSizesAttribute(
  imageWidth: number | undefined,
  imageHeight: number | undefined,
  heightVh: number,
): string {
  if (!imageWidth || !imageHeight) return '100vw';
  const drawnWidthVh = Math.round((imageWidth / imageHeight) * heightVh);
  // The height governs while the viewport's width / height is below drawnWidthVh / 100.
  return `(max-aspect-ratio: ${drawnWidthVh}/100) ${drawnWidthVh}vh, 100vw`;
}

/** Where and how wide a header's portrait crop is drawn (`<source media sizes>`). */
export interface PortraitSource {
  media: string;
  sizes: string;
}

/**
 * The portrait crop's place in a header drawn across the viewport's width and `heightVh` of its height
 * (issue 40): wherever that header is narrower than the crop (3 : 4), as on a phone held upright, the crop
 * shows exactly what the whole image shows there, and is drawn its height × 3 / 4 wide.
 */
export function portraitSourceOf(heightVh: number): PortraitSource {
  const drawnWidthVh = PORTRAIT_ASPECT * heightVh;
  // The header's width / height is 100vw / heightVh vh: below 3 / 4 while vw / vh < drawnWidthVh / 100.
  return { media: `(max-aspect-ratio: ${drawnWidthVh * 4}/400)`, sizes: `${drawnWidthVh}vh` };
}
