import type { SiteDeps } from './site-deps';
import { canStoreSiteSettings } from '@eventsite/core';
import { hashPassword } from '../accounts/hash-password';
import { AppError } from '../errors/app-error';

/** The guest password and noindex are saved only for a published site, not in quick start (`002` §4). */
async function requirePublished(deps: SiteDeps, siteId: string): Promise<void> {
  const stored = await deps.repositories.sites.findById(siteId);
  if (!stored) throw new AppError('NOT_FOUND', { message: `No site ${siteId}` });
  if (!canStoreSiteSettings(stored.site)) {
    throw new AppError('SITE_NOT_PUBLISHED', { message: 'The site is not published.' });
  }
}

/**
 * Sets the guest password (stored as a hash, `decisions.md` §4), or turns it off with ''. Guests let in
 * with the old password have to give the new one.
 */
export async function setSitePassword(deps: SiteDeps, siteId: string, password: string): Promise<boolean> {
  await requirePublished(deps, siteId);
  const passwordHash = password === '' ? null : await hashPassword(password);
  await deps.repositories.sites.setPasswordHash(siteId, passwordHash);
  await deps.repositories.siteGuestSessions.deleteAllOfSite(siteId);
  deps.publicRead.siteChanged(siteId);
  return passwordHash !== null;
}

export async function setMetaNoindex(deps: SiteDeps, siteId: string, metaNoindex: boolean): Promise<void> {
  await requirePublished(deps, siteId);
  await deps.repositories.sites.setMetaNoindex(siteId, metaNoindex);
  deps.publicRead.siteChanged(siteId);
}
