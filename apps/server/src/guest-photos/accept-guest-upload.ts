import { randomUUID } from 'node:crypto';
import {
  GUEST_PHOTO_MAX_BYTES,
  GUEST_PHOTO_UPLOADER_MAX,
  GUEST_VIDEO_MAX_BYTES,
  type GuestPhotoModeration,
} from '@eventsite/core/constants/guest-photos';
import { MARKET_TIME_ZONES } from '@eventsite/core/constants/platform';
import type { GuestPhotoUploadMetadata } from '@eventsite/core/api/guest-photos';
import { countdownTargetTime } from '@eventsite/core/rules/countdown';
import type { GuestPhotoSettings, SiteModuleOf } from '@eventsite/core';
import { AppError } from '../errors/app-error';
import { findGuestSite } from '../guest-answers/find-site-module';
import type { GuestPhotoDeps } from './guest-photo-deps';
import type { StoredGuestPhoto } from './guest-photo-repository';
import { storeGuestPhotoFile } from './store-guest-photo-file';

/** What an accepted upload carries to its end, in the tus upload's own metadata. */
export interface AcceptedUpload {
  siteId: string;
  moduleId: string;
  householdId: string | null;
  uploader: string;
  moderation: GuestPhotoModeration;
  originalName: string;
}

const VIDEO_NAME = /\.(mp4|m4v|mov|webm|qt)$/i;

/** Whether the guest says it is a video (the file type, or else the name): it gets the larger limit. */
function declaresVideo(metadata: Pick<GuestPhotoUploadMetadata, 'filename' | 'filetype'>): boolean {
  return metadata.filetype ? metadata.filetype.startsWith('video/') : VIDEO_NAME.test(metadata.filename);
}

/** The site's gallery that takes guests' photos: the first one switched on, or GUEST_PHOTOS_CLOSED. */
export async function findPhotoGallery(
  deps: Pick<GuestPhotoDeps, 'guestSites' | 'market'>,
  siteId: string,
): Promise<SiteModuleOf<'ImageGallery'> & { guestPhotos: GuestPhotoSettings }> {
  const { site } = await findGuestSite(deps, siteId);
  const gallery = site.siteModules.find(
    (module): module is SiteModuleOf<'ImageGallery'> =>
      module.siteModuleType === 'ImageGallery' && module.guestPhotos.enabled,
  );
  if (!gallery) {
    throw new AppError('GUEST_PHOTOS_CLOSED', { message: 'No gallery of the site takes guests’ photos.' });
  }
  return gallery;
}

/** Whether uploads are open now: between the opening and closing times on the market's clock. */
function guestPhotosOpen(settings: GuestPhotoSettings, now: Date, market: GuestPhotoDeps['market']) {
  const zone = MARKET_TIME_ZONES[market];
  const opensAt = settings.opensAt === null ? null : countdownTargetTime(settings.opensAt, zone);
  const closesAt = settings.closesAt === null ? null : countdownTargetTime(settings.closesAt, zone);
  return (opensAt === null || now.getTime() >= opensAt) && (closesAt === null || now.getTime() < closesAt);
}

/**
 * The checks before a guest's upload may start (issue 38 item 2), all before a byte is taken: a gallery
 * takes photos and is open, the post key is good, the site has room (count and bytes), the file's declared
 * size fits its kind, and the site is not flooded. Answers what the finished upload needs.
 */
export async function acceptGuestUpload(
  deps: GuestPhotoDeps,
  siteId: string,
  uploadLength: number,
  metadata: GuestPhotoUploadMetadata,
): Promise<AcceptedUpload> {
  const now = deps.now();
  const gallery = await findPhotoGallery(deps, siteId);
  if (!guestPhotosOpen(gallery.guestPhotos, now, deps.market)) {
    throw new AppError('GUEST_PHOTOS_CLOSED', { message: 'Uploads are not open at this time.' });
  }
  const video = declaresVideo(metadata);
  const maxBytes = video ? GUEST_VIDEO_MAX_BYTES : GUEST_PHOTO_MAX_BYTES;
  if (uploadLength > maxBytes) {
    throw new AppError('GUEST_PHOTO_TOO_LARGE', {
      message: `The file is ${uploadLength} bytes; at most ${maxBytes} are accepted.`,
    });
  }
  if (!(await deps.repositories.postKeys.isValidForSession(metadata.postKey, 'form-submission', now))) {
    throw new AppError('BAD_REQUEST', { message: 'The post key is unknown, expired or too new.' });
  }
  const windowMs = deps.siteRateLimit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const siteCount = await deps.repositories.rateLimits.increment('guest-photo-site', siteId, windowStart);
  if (siteCount > deps.siteRateLimit.max) {
    throw new AppError('RATE_LIMITED', { message: 'Too many uploads to this site just now.' });
  }
  const usage = await deps.repositories.guestPhotos.usage(siteId);
  // A video takes its room twice: the original and the copy served without its location.
  const room = video ? 2 * uploadLength : uploadLength;
  if (usage.count + 1 > deps.limits.maxCount || usage.bytes + room > deps.limits.maxBytes) {
    throw new AppError('GUEST_PHOTOS_LIMIT_REACHED', {
      message: `The site has ${usage.count} photos of ${usage.bytes} bytes.`,
    });
  }
  const household = metadata.householdToken
    ? await deps.repositories.households.findByToken(siteId, metadata.householdToken)
    : null;
  return {
    siteId,
    moduleId: gallery.id,
    householdId: household?.id ?? null,
    uploader: (metadata.name || household?.name || '').slice(0, GUEST_PHOTO_UPLOADER_MAX),
    moderation: gallery.guestPhotos.moderation,
    originalName: metadata.filename,
  };
}

/**
 * A finished upload becomes a photo: its file is stored (or refused, keeping nothing) and its row written,
 * approved at once when the hosts show photos at once.
 */
export async function finishGuestUpload(
  deps: Pick<GuestPhotoDeps, 'repositories' | 'storage' | 'now'>,
  accepted: AcceptedUpload,
  file: { path: string; size: number },
): Promise<StoredGuestPhoto> {
  const stored = await storeGuestPhotoFile(deps.storage, accepted.siteId, {
    ...file,
    originalName: accepted.originalName,
  });
  const now = deps.now();
  const approved = accepted.moderation === 'showAtOnce';
  const photo: StoredGuestPhoto = {
    id: randomUUID(),
    siteId: accepted.siteId,
    moduleId: accepted.moduleId,
    householdId: accepted.householdId,
    uploader: accepted.uploader,
    kind: stored.kind,
    status: approved ? 'approved' : 'pending',
    starred: false,
    originalKey: stored.originalKey,
    originalBytes: file.size,
    originalMime: stored.originalMime,
    originalName: accepted.originalName.slice(0, 255),
    fileStem: stored.fileStem,
    fileExtension: stored.fileExtension,
    processedSizes: stored.processedSizes,
    processedKeys: stored.processedKeys,
    width: stored.width,
    height: stored.height,
    createdAt: now,
    approvedAt: approved ? now : null,
  };
  await deps.repositories.guestPhotos.add(photo);
  return photo;
}
