import { z } from 'zod';
import { GUEST_PHOTO_KINDS, GUEST_PHOTO_STATUSES, GUEST_PHOTO_UPLOADER_MAX } from '../constants/guest-photos';
import { entityIdSchema, isoTimestampSchema, textSchema } from '../schemas/common';

/**
 * A guest's photo (or short video) as served: `image` is the processed, location-free copy in the image
 * sizes every site image has; the original stays with the hosts (the archive). Videos carry a poster image.
 */
export const guestPhotoImageSchema = z.object({
  /** Base URL of the processed copy; sizes are served as for site images. */
  url: textSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** For a video: its playable URL; null for a photo. */
  videoUrl: textSchema.nullable(),
});
export type GuestPhotoImage = z.infer<typeof guestPhotoImageSchema>;

/** `GET /api/sites/{siteId}/guest-photos` (owner): one entry (issue 38 contract). */
export const guestPhotoSchema = z.object({
  _id: entityIdSchema,
  status: z.enum(GUEST_PHOTO_STATUSES),
  kind: z.enum(GUEST_PHOTO_KINDS),
  /** The name the guest gave or their personal link's household name; '' when anonymous. */
  uploader: textSchema.max(GUEST_PHOTO_UPLOADER_MAX),
  createdAt: isoTimestampSchema,
  /** Starred photos go into the public gallery first (issue 38 item 3). */
  starred: z.boolean(),
  image: guestPhotoImageSchema,
});
export type GuestPhoto = z.infer<typeof guestPhotoSchema>;

export const guestPhotosResponseSchema = z.object({
  photos: z.array(guestPhotoSchema),
  /** What the site has used of its limits. */
  count: z.number().int().min(0),
  bytes: z.number().int().min(0),
  maxCount: z.number().int().min(0),
  maxBytes: z.number().int().min(0),
});
export type GuestPhotosResponse = z.infer<typeof guestPhotosResponseSchema>;

export const guestPhotoParamsSchema = z.object({ siteId: entityIdSchema, photoId: entityIdSchema });

/** `PUT /api/sites/{siteId}/guest-photos/{photoId}`: approve (or send back) and star. Answers the photo. */
export const guestPhotoUpdateSchema = z.object({
  status: z.enum(GUEST_PHOTO_STATUSES),
  starred: z.boolean().optional(),
});
export type GuestPhotoUpdate = z.infer<typeof guestPhotoUpdateSchema>;

/** `GET /api/sites/public/{siteId}/guest-photos`: approved photos only, starred first, then newest. */
export const publicGuestPhotoSchema = guestPhotoSchema.pick({
  _id: true,
  kind: true,
  uploader: true,
  createdAt: true,
  starred: true,
  image: true,
});
export const publicGuestPhotosResponseSchema = z.object({ photos: z.array(publicGuestPhotoSchema) });
export type PublicGuestPhotosResponse = z.infer<typeof publicGuestPhotosResponseSchema>;

/**
 * The tus `Upload-Metadata` keys (base64 values, tus 1.0): `filename`, `postKey` (from
 * `/api/form-submissions/post-key`), `name` (optional) and `householdToken` (a personal link's).
 */
export const guestPhotoUploadMetadataSchema = z.object({
  filename: textSchema.max(255),
  postKey: textSchema.min(1).max(200),
  name: textSchema.trim().max(GUEST_PHOTO_UPLOADER_MAX).default(''),
  householdToken: textSchema.max(200).optional(),
  filetype: textSchema.max(100).optional(),
});
export type GuestPhotoUploadMetadata = z.infer<typeof guestPhotoUploadMetadataSchema>;

/** `GET /api/sites/{siteId}/guest-photos/links` (owner): the upload page's short link and the slideshow's secret link. */
export const guestPhotoLinksSchema = z.object({
  uploadUrl: textSchema,
  slideshowUrl: textSchema,
});
export type GuestPhotoLinks = z.infer<typeof guestPhotoLinksSchema>;

/** The slideshow's secret token, in `/bildspel/{token}` on the site's host; renewed by the owner. */
export const slideshowTokenParamsSchema = z.object({ token: textSchema.regex(/^[A-Za-z0-9_-]{32,64}$/) });

/** Every original in one streamed download. */
export const GUEST_PHOTOS_ARCHIVE_FILE = 'archive.zip';

/** The A5 sign with the upload page's QR, to print for the tables. */
export const GUEST_PHOTOS_SIGN_FILE = 'sign.pdf';
