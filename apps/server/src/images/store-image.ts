import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { MAX_IMAGE_UPLOAD_PIXELS } from '@eventsite/core/constants/image-sizes';
import { clampCrop } from '@eventsite/core/rules/crop';
import { portraitCrop, portraitImageWidth } from '@eventsite/core/rules/portrait-crop';
import type { CropRectangle, Image } from '@eventsite/core/schemas/image';
import { AppError } from '../errors/app-error';
import type { Storage } from '../storage/storage';
import { portraitSizesOf, storedSizesOf } from './stored-image-files';

/** Stored like the demo images: progressive mozjpeg at quality 80; WebP keeps transparency. */
const JPEG_OPTIONS = { quality: 80, progressive: true, mozjpeg: true } as const;
/**
 * The full-size file skips mozjpeg's trellis quantisation and scan search: on a 12 MP photo they cost two
 * thirds of the upload's time, while guests load the smaller sizes, which keep them (bench/image-upload).
 */
const FULL_JPEG_OPTIONS = { ...JPEG_OPTIONS, trellisQuantisation: false, optimiseScans: false } as const;
const WEBP_OPTIONS = { quality: 80, alphaQuality: 90, effort: 4 } as const;

/** What sharp may read: photos and web images. SVG (a document that can carry scripts) and raw are not. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);

/** Where an image's files go: the storage folder (`<siteId>` or `quick-start`) and its URL path. */
export interface ImageFolder {
  key: string;
  path: string;
}

export interface StoreImageOptions {
  originalName: string;
  temporary: boolean;
  /** Cut this rectangle, in the oriented picture's pixels, out of the input first. */
  crop?: CropRectangle;
  /** Store the 3 : 4 middle a header shows a phone too (`rules/portrait-crop.ts`); guests' photos do not. */
  portrait?: boolean;
}

function openImage(input: Buffer): Sharp {
  // failOn 'error' refuses truncated and corrupt files rather than storing half a picture.
  return sharp(input, { limitInputPixels: MAX_IMAGE_UPLOAD_PIXELS, failOn: 'error' }).autoOrient();
}

/** Reads the header: the format, and the size after EXIF orientation. Anything else is refused. */
export async function inspectImage(input: Buffer) {
  // Only the header is read here, with no pixel limit, so a too large picture gets its own answer.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new AppError('IMAGE_UNREADABLE', {
        message: 'The file is not an image sharp can decode.',
        cause: error,
      });
    });
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError('IMAGE_UNREADABLE', {
      message: `Images in ${metadata.format ?? 'this'} format are not accepted.`,
    });
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new AppError('IMAGE_UNREADABLE', { message: 'The image has no size.' });
  // Checked before decoding: a small file can claim a huge bitmap (a "pixel bomb").
  if (width * height > MAX_IMAGE_UPLOAD_PIXELS) {
    throw new AppError('IMAGE_TOO_LARGE', {
      message: `The image is ${width} × ${height} px; at most ${MAX_IMAGE_UPLOAD_PIXELS} pixels are accepted.`,
    });
  }
  return { width, height, hasAlpha: metadata.hasAlpha === true };
}

async function isTransparent(input: Buffer, hasAlpha: boolean): Promise<boolean> {
  if (!hasAlpha) return false;
  const { isOpaque } = await openImage(input).stats();
  return !isOpaque;
}

/** Decoding problems past the header (a truncated file, a bad chunk) are the file's fault, not ours. */
function unreadable(error: unknown): never {
  if (error instanceof AppError) throw error;
  throw new AppError('IMAGE_UNREADABLE', { message: 'The image could not be decoded.', cause: error });
}

/**
 * Decodes an image, re-encodes it without its metadata (EXIF, GPS, camera, comments) and with its EXIF
 * orientation applied, optionally cropped, and stores it with every size of `002` §9 (`decisions.md` §4).
 * The file names are new random ones, so a stored name never gets other bytes.
 */
export async function storeImage(
  storage: Storage,
  folder: ImageFolder,
  input: Buffer,
  { originalName, temporary, crop, portrait = true }: StoreImageOptions,
): Promise<Image> {
  const { width: fullWidth, height: fullHeight, hasAlpha } = await inspectImage(input);
  let area: CropRectangle | null = null;
  if (crop) {
    area = clampCrop(crop, { width: fullWidth, height: fullHeight });
    if (!area)
      throw new AppError('CROP_OUTSIDE_IMAGE', {
        message: 'The crop has no width or height inside the image.',
      });
  }
  const transparent = await isTransparent(input, hasAlpha).catch(unreadable);
  const extension = transparent ? 'webp' : 'jpg';
  const encode = (image: Sharp, jpegOptions: typeof JPEG_OPTIONS) =>
    transparent ? image.webp(WEBP_OPTIONS) : image.flatten({ background: '#ffffff' }).jpeg(jpegOptions);
  const prepare = (part = area) => {
    const image = openImage(input);
    return part
      ? image.extract({ left: part.x, top: part.y, width: part.width, height: part.height })
      : image;
  };

  // The width is known before decoding, so the full size and the smaller ones are made side by side; each
  // smaller one decodes the input again, which JPEG's shrink-on-load makes cheaper than resizing the full.
  const width = area?.width ?? fullWidth;
  const fileName = `${randomBytes(12).toString('hex')}.${extension}`;
  const sizes = storedSizesOf(fileName, width);
  const middle = portrait ? portraitCrop(width, area?.height ?? fullHeight) : null;
  // In the input's pixels: the portrait crop of the crop.
  const portraitArea = middle && { ...middle, x: middle.x + (area?.x ?? 0), y: area?.y ?? 0 };
  const portraitSizes = portraitArea ? portraitSizesOf(fileName, portraitImageWidth(portraitArea)) : [];
  const portraitFiles = portraitSizes.map(async ({ size, fileName: sizeFile }) => ({
    key: `${folder.key}/${sizeFile}`,
    body: await encode(prepare(portraitArea).resize({ width: size }), JPEG_OPTIONS)
      .toBuffer()
      .catch(unreadable),
  }));
  const [full, ...files] = await Promise.all([
    encode(prepare(), FULL_JPEG_OPTIONS).toBuffer({ resolveWithObject: true }).catch(unreadable),
    ...sizes
      .filter(({ size }) => size !== width)
      .map(async ({ size, fileName: sizeFile }) => ({
        key: `${folder.key}/${sizeFile}`,
        body: await encode(prepare().resize({ width: size }), JPEG_OPTIONS)
          .toBuffer()
          .catch(unreadable),
      })),
    ...portraitFiles,
  ]);
  const sameAsFull = sizes.filter(({ size }) => size === width);
  await Promise.all([
    storage.put(`${folder.key}/${fileName}`, full.data),
    ...sameAsFull.map(({ fileName: sizeFile }) => storage.put(`${folder.key}/${sizeFile}`, full.data)),
    ...files.map((file) => storage.put(file.key, file.body)),
  ]);

  return {
    path: folder.path,
    originalName: originalName.slice(0, 255),
    fileName,
    temporary,
    isDemoImage: false,
    cdn: false,
    sizes,
    ...(portraitSizes.length > 0 && { portraitSizes }),
    width: full.info.width,
    height: full.info.height,
  };
}
