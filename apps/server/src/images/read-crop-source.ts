import type { Readable } from 'node:stream';
import { AppError } from '../errors/app-error';
import { isValidStorageKey, type Storage } from '../storage/storage';
import type { ImageFolder } from './store-image';

const UPLOADS_PREFIX = '/api/images/uploads/';
const DEMO_PREFIX = '/api/images/demo/';

/** The picture a crop is cut from, and where it lives, for the crop's `imageBeforeEdit`. */
export interface CropSource {
  bytes: Buffer;
  path: string;
  fileName: string;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The path part of the URL: the client may send it as a path or as a whole address of this server. */
function pathOf(sourceImageUrl: string): string {
  try {
    return new URL(sourceImageUrl, 'http://source.invalid').pathname;
  } catch {
    return '';
  }
}

function notThisSite(sourceImageUrl: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    message: `sourceImageUrl must be an uploaded image of this site or a demo image, not ${sourceImageUrl.slice(0, 200)}.`,
  });
}

/**
 * Reads the image a crop starts from (`002` §7 `sourceImageUrl`): one of the folder's own uploads, one of
 * `sharedFolders` (quick start's, whose pictures a site made from a draft keeps), or a demo image (demo
 * sites and quick start show them, and they are public). Any other address is refused, so an owner can
 * never crop, and so copy, another site's files.
 */
export async function readCropSource(
  sourceImageUrl: string,
  folder: ImageFolder,
  uploads: Storage,
  demoImages: Storage,
  sharedFolders: readonly ImageFolder[] = [],
): Promise<CropSource> {
  const path = pathOf(sourceImageUrl);
  const uploadFolder = [folder, ...sharedFolders].find(({ key }) =>
    path.startsWith(`${UPLOADS_PREFIX}${key}/`),
  );
  let file: { storage: Storage; key: string; path: string; fileName: string } | null = null;
  if (uploadFolder) {
    const fileName = path.slice(`${UPLOADS_PREFIX}${uploadFolder.key}/`.length);
    file = { storage: uploads, key: `${uploadFolder.key}/${fileName}`, path: uploadFolder.path, fileName };
  } else if (path.startsWith(DEMO_PREFIX)) {
    const fileName = path.slice(DEMO_PREFIX.length);
    file = { storage: demoImages, key: fileName, path: '/images/demo/', fileName };
  }
  if (!file || file.fileName.includes('/') || !isValidStorageKey(file.key)) throw notThisSite(sourceImageUrl);
  const stored = await file.storage.get(file.key);
  if (!stored) throw new AppError('CROP_SOURCE_NOT_FOUND', { message: `No image at ${path.slice(0, 200)}.` });
  return { bytes: await readAll(stored.stream), path: file.path, fileName: file.fileName };
}
