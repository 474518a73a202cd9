import { GUEST_PHOTOS_SIGN_FILE, guestPhotoLinksSchema } from '@eventsite/core/api/guest-photos';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The upload page's short link and the slideshow's secret link (`GET /api/sites/{siteId}/guest-photos/links`). */
export function useGuestPhotoLinks(siteId: string) {
  return useQuery({
    queryKey: ['guest-photos', 'links', siteId],
    queryFn: () =>
      apiRequest(`/api/sites/${encodeURIComponent(siteId)}/guest-photos/links`, {
        schema: guestPhotoLinksSchema,
      }),
    staleTime: Infinity,
  });
}

/** The A5 sign with the upload page's QR (`GET …/guest-photos/sign.pdf`), a plain link with the session cookie. */
export function guestPhotosSignPath(siteId: string): string {
  return `/api/sites/${encodeURIComponent(siteId)}/guest-photos/${GUEST_PHOTOS_SIGN_FILE}`;
}
