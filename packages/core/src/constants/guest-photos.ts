/** A site takes at most this many guests' photos and videos unless configured otherwise (issue 38 item 1). */
export const GUEST_PHOTOS_MAX_COUNT = 2000;
/** …and at most this many bytes in all (20 GB). */
export const GUEST_PHOTOS_MAX_BYTES = 20 * 1024 ** 3;
/** One photo's largest upload (a phone's full-quality photo is 3–15 MB; HEIC and RAW-ish JPEGs fit). */
export const GUEST_PHOTO_MAX_BYTES = 50 * 1024 ** 2;
/** One short video's largest upload and length (issue 38 item 2). */
export const GUEST_VIDEO_MAX_BYTES = 200 * 1024 ** 2;
export const GUEST_VIDEO_MAX_SECONDS = 120;
/** The uploader's name, in characters. */
export const GUEST_PHOTO_UPLOADER_MAX = 120;

/** Moderation: the hosts approve each photo first, or photos show at once (issue 38 item 1). */
export const GUEST_PHOTO_MODERATIONS = ['approveFirst', 'showAtOnce'] as const;
export type GuestPhotoModeration = (typeof GUEST_PHOTO_MODERATIONS)[number];

export const GUEST_PHOTO_STATUSES = ['pending', 'approved'] as const;
export type GuestPhotoStatus = (typeof GUEST_PHOTO_STATUSES)[number];

export const GUEST_PHOTO_KINDS = ['image', 'video'] as const;
export type GuestPhotoKind = (typeof GUEST_PHOTO_KINDS)[number];

/** The upload page's path segment after the language (`/{language}/bilder`, issue 38 item 2). */
export const GUEST_PHOTOS_PAGE_SEGMENT = 'bilder';
/** The slideshow asks for new photos this often when server-sent events are cut (issue 38 item 4). */
export const GUEST_PHOTO_SLIDESHOW_POLL_MS = 15_000;
/** Each photo stays on the slideshow's screen this long. */
export const GUEST_PHOTO_SLIDESHOW_SECONDS = 8;
