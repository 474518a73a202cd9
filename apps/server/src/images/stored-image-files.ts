import { storedImageWidths } from '@eventsite/core/rules/stored-image-sizes';
import type { ImageSize } from '@eventsite/core/schemas/image';

/** The file of one stored width: `<stem>-<width>.<extension>`, as the demo images are named. */
function sizeFileName(fileName: string, width: number, kind = ''): string {
  const dot = fileName.lastIndexOf('.');
  return `${fileName.slice(0, dot)}-${kind}${width}${fileName.slice(dot)}`;
}

/**
 * The stored sizes of an image file of this width (`002` §9). Uploads, crops and demo images share the
 * naming, so the sizes of any image can be told from its file name and width.
 */
export function storedSizesOf(fileName: string, width: number): ImageSize[] {
  return storedImageWidths(width).map((size) => ({ size, fileName: sizeFileName(fileName, size) }));
}

/** The stored portrait crop of an image file (`rules/portrait-crop.ts`): `<stem>-portrait-<width>.<extension>`. */
export function portraitSizesOf(fileName: string, width: number): ImageSize[] {
  return [{ size: width, fileName: sizeFileName(fileName, width, 'portrait-') }];
}
