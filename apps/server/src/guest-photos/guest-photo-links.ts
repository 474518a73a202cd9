import { createSecretToken } from '../accounts/secret-token';
import type { GuestPhotoLinks } from '@eventsite/core/api/guest-photos';
import { GUEST_PHOTOS_PAGE_SEGMENT } from '@eventsite/core/constants/guest-photos';
import type { Site } from '@eventsite/core';
import { publicSiteUrl } from '../sites/render-site-qr-code';
import type { GuestPhotoDeps } from './guest-photo-deps';

/** The slideshow's path on the site's host (`/bildspel/{token}`, issue 38 item 4). */
export const SLIDESHOW_SEGMENT = 'bildspel';

/**
 * The owner's two links (issue 38 items 1 and 4): the upload page in the site's first language, for the QR
 * on table cards, and the slideshow's secret link, made the first time it is asked for.
 */
export async function guestPhotoLinks(
  deps: Pick<GuestPhotoDeps, 'repositories' | 'now'> & { publicUrl: string },
  siteId: string,
  site: Site,
  host: string,
): Promise<GuestPhotoLinks> {
  const token =
    (await deps.repositories.guestPhotos.slideshowToken(siteId)) ??
    (await deps.repositories.guestPhotos.addSlideshowTokenIfNone(siteId, createSecretToken(), deps.now()));
  const siteUrl = publicSiteUrl(deps.publicUrl, host);
  const language = site.availableLanguages[0]?.languageCode ?? 'sv';
  return {
    uploadUrl: new URL(`/${language}/${GUEST_PHOTOS_PAGE_SEGMENT}`, siteUrl).toString(),
    slideshowUrl: new URL(`/${SLIDESHOW_SEGMENT}/${token}`, siteUrl).toString(),
  };
}

/** A new slideshow link: the old one stops working at once. */
export async function renewSlideshowToken(
  deps: Pick<GuestPhotoDeps, 'repositories' | 'now'>,
  siteId: string,
): Promise<void> {
  await deps.repositories.guestPhotos.setSlideshowToken(siteId, createSecretToken(), deps.now());
}
