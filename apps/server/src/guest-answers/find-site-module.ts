import {
  isSiteV2,
  legacySiteLanguageOf,
  viewLegacySite,
  type SiteModuleOf,
  type SiteV2,
} from '@eventsite/core';
import { AppError } from '../errors/app-error';
import type { GuestAnswerDeps } from './guest-answer-deps';

/** What finding a guest's site uses. */
export type GuestSiteDeps = Pick<GuestAnswerDeps, 'guestSites' | 'market'>;

/**
 * A site as version 2 for guests' calls: a version-1 site is read in its one language with its legacy
 * receivers as recipients (docs/legacy-sites.md), so forms, speech sign-ups and gift reservations work the
 * same on both. `legacy` says which it was.
 */
export async function findGuestSite(
  deps: GuestSiteDeps,
  siteId: string,
): Promise<{ site: SiteV2; legacy: ReturnType<typeof viewLegacySite> | null }> {
  // The site as guests read it: parsed once per change, not on every answer.
  const stored = await deps.guestSites.find({ id: siteId });
  if (!stored) throw new AppError('NOT_FOUND', { message: 'No such site.' });
  if (isSiteV2(stored.site)) return { site: stored.site, legacy: null };
  const legacy = viewLegacySite(stored.site, legacySiteLanguageOf(deps.market));
  return { site: legacy.site, legacy };
}

/** A site and one of its modules of a type, or 404 (`001` §7: the ids come from the guest). */
export async function findSiteModule<T extends 'Form' | 'Rsvp' | 'GiftRegistry' | 'Speech2'>(
  deps: GuestSiteDeps,
  siteId: string,
  type: T,
  moduleId: string,
): Promise<{ site: SiteV2; module: SiteModuleOf<T>; legacy: boolean }> {
  const { site, legacy } = await findGuestSite(deps, siteId);
  // An older RSVP is answered through `/v3/` only; its stand-in has no questions.
  const module = legacy?.legacyRsvps.has(moduleId)
    ? undefined
    : site.siteModules.find(
        (candidate): candidate is SiteModuleOf<T> =>
          candidate.id === moduleId && candidate.siteModuleType === type,
      );
  if (!module) throw new AppError('NOT_FOUND', { message: `The site has no ${type} module ${moduleId}.` });
  return { site, module, legacy: legacy !== null };
}
