import {
  GUEST_PHOTOS_ARCHIVE_FILE,
  guestPhotoSchema,
  guestPhotosResponseSchema,
  type GuestPhoto,
  type GuestPhotosResponse,
  type GuestPhotoUpdate,
} from '@eventsite/core/api/guest-photos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function guestPhotosQueryKey(siteId: string) {
  return ['guest-photos', 'list', siteId] as const;
}

function guestPhotosPath(siteId: string, photoId?: string): string {
  const base = `/api/sites/${encodeURIComponent(siteId)}/guest-photos`;
  return photoId === undefined ? base : `${base}/${encodeURIComponent(photoId)}`;
}

/** Every original in one streamed zip (`GET …/guest-photos/archive.zip`), a plain link with the session cookie. */
export function guestPhotosArchivePath(siteId: string): string {
  return `${guestPhotosPath(siteId)}/${GUEST_PHOTOS_ARCHIVE_FILE}`;
}

/**
 * The site's guests' photos and what they use of its limits (`GET /api/sites/{siteId}/guest-photos`); read
 * again every half minute while the screen is open, so photos arriving at the party show up.
 */
export function useGuestPhotos(siteId: string) {
  return useQuery({
    queryKey: guestPhotosQueryKey(siteId),
    queryFn: () => apiRequest(guestPhotosPath(siteId), { schema: guestPhotosResponseSchema }),
    refetchInterval: 30_000,
  });
}

function replaced(list: GuestPhotosResponse | undefined, photo: GuestPhoto) {
  return list && { ...list, photos: list.photos.map((each) => (each._id === photo._id ? photo : each)) };
}

/** Approves, hides or stars a photo (`PUT …/guest-photos/{photoId}`); the answer replaces the cached one. */
export function useUpdateGuestPhoto(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, update }: { photoId: string; update: GuestPhotoUpdate }) =>
      apiRequest(guestPhotosPath(siteId, photoId), { method: 'PUT', body: update, schema: guestPhotoSchema }),
    onSuccess: (photo) =>
      queryClient.setQueryData<GuestPhotosResponse>(guestPhotosQueryKey(siteId), (list) =>
        replaced(list, photo),
      ),
  });
}

/** Deletes a photo and its original (`DELETE …/guest-photos/{photoId}`); the usage is read again. */
export function useDeleteGuestPhoto(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      apiRequest(guestPhotosPath(siteId, photoId), { method: 'DELETE', body: {} }),
    onSuccess: (_answer, photoId) => {
      queryClient.setQueryData<GuestPhotosResponse>(
        guestPhotosQueryKey(siteId),
        (list) => list && { ...list, photos: list.photos.filter((photo) => photo._id !== photoId) },
      );
      void queryClient.invalidateQueries({ queryKey: guestPhotosQueryKey(siteId) });
    },
  });
}
