import type { GalleryItem } from '@eventsite/core/schemas/site-modules';

interface ApprovedPhoto {
  _id: string;
  image: { url: string; width: number; height: number };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A photo of `GET /api/sites/public/{siteId}/guest-photos`, checked by hand: zod has no place on a guest's page. */
function isApprovedPhoto(value: unknown): value is ApprovedPhoto {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    isRecord(value.image) &&
    typeof value.image.url === 'string' &&
    value.image.url.startsWith('/api/') &&
    typeof value.image.width === 'number' &&
    typeof value.image.height === 'number'
  );
}

/** A guest's photo as a gallery item: its file's URL split into the path and file name site images have. */
function galleryItemOf({ _id, image }: ApprovedPhoto): GalleryItem {
  const slash = image.url.lastIndexOf('/');
  return {
    id: `guest-${_id}`,
    image: {
      path: image.url.slice('/api'.length, slash + 1),
      fileName: image.url.slice(slash + 1),
      originalName: '',
      temporary: false,
      isDemoImage: false,
      cdn: false,
      sizes: [],
      width: image.width,
      height: image.height,
    },
  };
}

/**
 * The guests' approved photos, starred first (issue 38 item 2), as gallery items after the owner's own;
 * none when guests may not see them or the server does not answer. Loaded once the page runs.
 */
export async function readGuestPhotos(siteId: string): Promise<GalleryItem[]> {
  try {
    const response = await fetch(`/api/sites/public/${encodeURIComponent(siteId)}/guest-photos`, {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return [];
    const answer: unknown = await response.json();
    if (!isRecord(answer) || !Array.isArray(answer.photos)) return [];
    return answer.photos.filter(isApprovedPhoto).map(galleryItemOf);
  } catch {
    return [];
  }
}
