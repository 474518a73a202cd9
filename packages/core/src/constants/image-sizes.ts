/** The size an owner chooses for a module image; new module images are MEDIUM (`001` "Header", `002` §2.5, §9). */
export const USER_SELECTED_IMAGE_SIZES = ['SMALL', 'MEDIUM', 'LARGE'] as const;
export type UserSelectedImageSize = (typeof USER_SELECTED_IMAGE_SIZES)[number];
export const DEFAULT_USER_SELECTED_IMAGE_SIZE: UserSelectedImageSize = 'MEDIUM';

/** The width an image is shown at, from a viewport width on when given (`001` §9). */
export interface ImageSizeHint {
  widthPx: number;
  fromViewportWidthPx?: number;
}

/** Responsive size hints per place an image is shown (`001` §9). */
export const IMAGE_SIZE_HINTS: Readonly<
  Record<'giftItem' | 'listItem' | 'galleryItem' | 'locationImage' | 'imageAndText', ImageSizeHint>
> = {
  giftItem: { widthPx: 220 },
  listItem: { widthPx: 220 },
  galleryItem: { widthPx: 600, fromViewportWidthPx: 750 },
  locationImage: { widthPx: 650, fromViewportWidthPx: 750 },
  imageAndText: { widthPx: 968 },
};

/** Widths, in px, of the sizes stored for demo images (`002` §9). */
export const DEMO_IMAGE_SIZES = [1600, 1200, 800, 600] as const;

/** Older sites add a source of this width to the responsive list (`001` §7). */
export const LEGACY_EXTRA_IMAGE_SOURCE_WIDTH = 4000;

/** Largest accepted upload (`decisions.md` §4). */
export const MAX_IMAGE_UPLOAD_BYTES = 20 * 1024 * 1024;

/**
 * Largest accepted upload in pixels (width × height). A small, highly compressed file can decode to a
 * huge bitmap (a "pixel bomb"); 50 megapixels covers every ordinary camera and phone photo.
 */
export const MAX_IMAGE_UPLOAD_PIXELS = 50_000_000;

/**
 * Widths, in px, an uploaded or cropped image is stored at: the demo images' sizes (`002` §9).
 * @alias the same sizes named for what they size here
 */
export const UPLOADED_IMAGE_SIZES = DEMO_IMAGE_SIZES;
