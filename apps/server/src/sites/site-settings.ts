import type { FastifyInstance } from 'fastify';
import { canStoreSiteSettings } from '@eventsite/core';
import { hashPassword } from '../accounts/hash-password';
import { AppError } from '../errors/app-error';

/** The guest password and noindex are saved only for a published site, not in quick start (`002` §4). */
async function requirePublished(app: FastifyInstance, siteId: string): Promise<void> {
  const stored = await app.repositories.sites.findById(siteId);
  if (!stored) throw new AppError('NOT_FOUND', { message: `No site ${siteId}` });
  if (!canStoreSiteSettings(stored.site)) {
    throw new AppError('SITE_NOT_PUBLISHED', { message: 'The site is not published.' });
  }
}

/**
 * Sets the guest password (stored as a hash, `decisions.md` §4), or turns it off with ''. Guests let in
 * with the old password have to give the new one.
 */
export async function setSitePassword(
  app: FastifyInstance,
  siteId: string,
  password: string,
): Promise<boolean> {
  await requirePublished(app, siteId);
  const passwordHash = password === '' ? null : await hashPassword(password);
  await app.repositories.sites.setPasswordHash(siteId, passwordHash);
  await app.repositories.siteGuestSessions.deleteAllOfSite(siteId);
  app.publicRead.siteChanged(siteId);
  return passwordHash !== null;
}

export async function setMetaNoindex(
  app: FastifyInstance,
  siteId: string,
  metaNoindex: boolean,
): Promise<void> {
  await requirePublished(app, siteId);
  await app.repositories.sites.setMetaNoindex(siteId, metaNoindex);
  app.publicRead.siteChanged(siteId);
}
