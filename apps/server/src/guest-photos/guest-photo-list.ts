import type {
  GuestPhoto,
  GuestPhotosResponse,
  GuestPhotoUpdate,
  PublicGuestPhotosResponse,
} from '@eventsite/core/api/guest-photos';
import { AppError } from '../errors/app-error';
import type { Storage } from '../storage/storage';
import type { GuestPhotoDeps } from './guest-photo-deps';
import type { StoredGuestPhoto } from './guest-photo-repository';

/** Where a site's processed guest photos are served: `<stem>.jpg`, `<stem>-<width>.jpg`, a video's file. */
function guestPhotoFilesPath(siteId: string): string {
  return `/api/sites/public/${siteId}/guest-photos/files/`;
}

/** A video's served copy (its location blanked) after the stem, in the original's container. */
function videoFileName(photo: Pick<StoredGuestPhoto, 'fileStem' | 'originalKey'>): string {
  return `${photo.fileStem}.${photo.originalKey.slice(photo.originalKey.lastIndexOf('.') + 1)}`;
}

/** A stored photo on the wire (issue 38 contract): the processed copy's URL, never the original's. */
function guestPhotoOf(photo: StoredGuestPhoto): GuestPhoto {
  const base = guestPhotoFilesPath(photo.siteId);
  return {
    _id: photo.id,
    status: photo.status,
    kind: photo.kind,
    uploader: photo.uploader,
    createdAt: photo.createdAt.toISOString(),
    starred: photo.starred,
    image: {
      url: `${base}${photo.fileStem}.${photo.fileExtension}`,
      width: photo.width,
      height: photo.height,
      videoUrl: photo.kind === 'video' ? `${base}${videoFileName(photo)}` : null,
    },
  };
}

/** The owner's screen: every photo, newest first, and what the site has used of its room. */
export async function listGuestPhotos(
  deps: Pick<GuestPhotoDeps, 'repositories' | 'limits'>,
  siteId: string,
): Promise<GuestPhotosResponse> {
  const [photos, usage] = await Promise.all([
    deps.repositories.guestPhotos.list(siteId),
    deps.repositories.guestPhotos.usage(siteId),
  ]);
  return {
    photos: photos.map(guestPhotoOf),
    count: usage.count,
    bytes: usage.bytes,
    maxCount: deps.limits.maxCount,
    maxBytes: deps.limits.maxBytes,
  };
}

export async function updateGuestPhoto(
  deps: Pick<GuestPhotoDeps, 'repositories' | 'now'>,
  siteId: string,
  photoId: string,
  change: GuestPhotoUpdate,
): Promise<GuestPhoto> {
  const photo = await deps.repositories.guestPhotos.update(siteId, photoId, change, deps.now());
  if (!photo) throw new AppError('GUEST_PHOTO_NOT_FOUND', { message: `No photo ${photoId}.` });
  return guestPhotoOf(photo);
}

/** Every stored file of a photo: the original and each processed size (a video's poster). */
function filesOfGuestPhoto(photo: Pick<StoredGuestPhoto, 'originalKey' | 'processedKeys'>): string[] {
  return [photo.originalKey, ...photo.processedKeys];
}

/** Removes photos' files; a file already gone is no error. */
export async function deleteGuestPhotoFiles(
  storage: Storage,
  photos: readonly Pick<StoredGuestPhoto, 'originalKey' | 'processedKeys'>[],
): Promise<void> {
  for (const photo of photos) {
    await Promise.all(filesOfGuestPhoto(photo).map((key) => storage.delete(key)));
  }
}

/** The row goes first, so no one is served a photo whose files are half removed. */
export async function deleteGuestPhoto(
  deps: Pick<GuestPhotoDeps, 'repositories' | 'storage'>,
  siteId: string,
  photoId: string,
): Promise<void> {
  const photo = await deps.repositories.guestPhotos.delete(siteId, photoId);
  if (!photo) throw new AppError('GUEST_PHOTO_NOT_FOUND', { message: `No photo ${photoId}.` });
  await deleteGuestPhotoFiles(deps.storage, [photo]);
}

/** Approved photos as guests see them: starred first, then newest; none unless they may see the others'. */
export function publicGuestPhotosOf(photos: readonly StoredGuestPhoto[]): PublicGuestPhotosResponse {
  return {
    photos: photos.map((photo) => {
      const { _id, kind, uploader, createdAt, starred, image } = guestPhotoOf(photo);
      return { _id, kind, uploader, createdAt, starred, image };
    }),
  };
}
