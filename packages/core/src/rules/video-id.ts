import { VIDEO_ID_LENGTH, VIDEO_THUMBNAIL_FALLBACK_WIDTH_PX } from '../constants/video';

const VIDEO_ID = new RegExp(`^[A-Za-z0-9_-]{${VIDEO_ID_LENGTH}}$`);
const ID_IN_URL = /(?:youtu\.be\/|\/embed\/|\/shorts\/|\/v\/|[?&]v=)([^?&#/\s]*)/;

/**
 * The YouTube video id of a link (`001` "Modules shown to guests", `002` §5): from watch?v=, youtu.be/,
 * embed/, shorts/ or v/ links; accepted only when it is exactly 11 characters of A-Z, a-z, 0-9, '_' and '-'.
 */
export function extractVideoId(url: string): string | null {
  const candidate = ID_IN_URL.exec(url.trim())?.[1];
  return candidate !== undefined && VIDEO_ID.test(candidate) ? candidate : null;
}

/** Thumbnail images of a video: the maximum resolution, and the smaller fallback (`001` §2). */
export function videoThumbnailUrls(videoId: string): { maxResolution: string; fallback: string } {
  return {
    maxResolution: `https://img.youtube.com/vi/${videoId}/maxresdefault.jpg`,
    fallback: `https://img.youtube.com/vi/${videoId}/hqdefault.jpg`,
  };
}

/** Whether a loaded maximum-resolution thumbnail must be replaced by the fallback (`001` §2, §9). */
export function needsThumbnailFallback(naturalWidth: number): boolean {
  return naturalWidth < VIDEO_THUMBNAIL_FALLBACK_WIDTH_PX;
}

/** The privacy-mode embed address of a video, autoplaying when autoStart is on (`001` §2). */
export function videoEmbedUrl(videoId: string, autoStart: boolean): string {
  const embed = `https://www.youtube-nocookie.com/embed/${videoId}`;
  return autoStart ? `${embed}?autoplay=1` : embed;
}
