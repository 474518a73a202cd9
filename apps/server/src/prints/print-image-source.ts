import type { Readable } from 'node:stream';
import { DEMO_IMAGE_PATH, type Image } from '@eventsite/core';
import { DEMO_IMAGES_DIR } from '../images/demo-images-dir';
import { LocalDirectoryStorage } from '../storage/local-directory-storage';
import type { Storage } from '../storage/storage';

const UPLOADS_PATH = /^\/images\/uploads\/([A-Za-z0-9_.:-]+)\/$/;
const demoImages = new LocalDirectoryStorage(DEMO_IMAGES_DIR);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An image of a card as a data URL of its largest stored size, so the print view carries its pictures
 * and Chromium needs no network. Only the site's own uploads and the demo images are read; null otherwise.
 */
export async function printImageDataUrl(
  storage: Storage,
  siteId: string,
  image: Image,
): Promise<string | null> {
  // `fileName` is the full-size file, the largest stored: the sizes are never enlarged, and a card is
  // printed at 300 dpi, so every pixel counts.
  const { fileName } = image;
  const uploadFolder = UPLOADS_PATH.exec(image.path)?.[1];
  let file;
  if (image.path === DEMO_IMAGE_PATH) file = await demoImages.get(fileName);
  else if (uploadFolder === siteId || uploadFolder === 'quick-start')
    file = await storage.get(`${uploadFolder}/${fileName}`);
  else return null;
  if (!file) return null;
  return `data:${file.contentType};base64,${(await readAll(file.stream)).toString('base64')}`;
}
