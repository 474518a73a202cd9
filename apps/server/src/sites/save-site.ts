import type { SiteDeps } from './site-deps';
import type { Site } from '@eventsite/core';
import { AppError } from '../errors/app-error';
import { rejectWhatTheBrandDoesNotOffer } from './check-brand-offers';
import { ownerSiteAnswer } from './owner-site-answer';

/**
 * An owner's save (`decisions.md` §3 "Save"): stored as the next version when the body's `siteVersion` is
 * the stored one; otherwise 409 with the current site and nothing overwritten. A version-2 save needs a
 * version-2 site and a legacy save a legacy one, and the site may hold only what the brand offers.
 */
export async function saveSite(deps: SiteDeps, siteId: string, site: Site): Promise<Site> {
  const { sites } = deps.repositories;
  const stored = await sites.findById(siteId);
  if (!stored) throw new AppError('NOT_FOUND', { message: `No site ${siteId}` });
  if (stored.site.usesSiteModules !== site.usesSiteModules) {
    throw new AppError('SITE_MODEL_MISMATCH', {
      message: stored.site.usesSiteModules
        ? 'This site uses siteModules: save it with PUT /api/sites/V2/{id}.'
        : 'This is a legacy site: save it with PUT /api/sites/{id}.',
    });
  }
  rejectWhatTheBrandDoesNotOffer(deps, site, 'body');
  const result = await sites.save(siteId, site, site.siteVersion, deps.now());
  // Guests of this process see the save at once; other processes learn it from the database.
  deps.publicRead.siteChanged(siteId);
  if (result.status === 'missing') throw new AppError('NOT_FOUND', { message: `No site ${siteId}` });
  if (result.status === 'conflict') {
    throw new AppError('SITE_VERSION_CONFLICT', {
      message: `The site is at version ${result.site.siteVersion}, the save was made from ${site.siteVersion}.`,
      extra: { site: ownerSiteAnswer(result.site) },
    });
  }
  return ownerSiteAnswer(result.site);
}

/** Saves an earlier version's content as the newest version (`decisions.md` §3 "Versions"). */
export async function restoreSiteVersion(deps: SiteDeps, siteId: string, siteVersion: number): Promise<Site> {
  const version = await deps.repositories.siteVersions.find(siteId, siteVersion);
  if (!version) throw new AppError('NOT_FOUND', { message: `Site ${siteId} has no version ${siteVersion}` });
  const result = await deps.repositories.sites.save(siteId, version.data, null, deps.now());
  deps.publicRead.siteChanged(siteId);
  if (result.status !== 'saved') throw new AppError('NOT_FOUND', { message: `No site ${siteId}` });
  return ownerSiteAnswer(result.site);
}
