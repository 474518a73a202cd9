import { isSiteV2, type SiteModuleOf, type SiteV2 } from '@eventsite/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/** A version-2 site and one of its modules of a type, or 404 (`001` §7: the ids come from the guest). */
export async function findSiteModule<T extends 'Form' | 'Rsvp' | 'GiftRegistry' | 'Speech2'>(
  app: FastifyInstance,
  siteId: string,
  type: T,
  moduleId: string,
): Promise<{ site: SiteV2; module: SiteModuleOf<T> }> {
  // The site as guests read it: parsed once per change, not on every answer.
  const stored = await app.publicRead.sites.find({ id: siteId });
  if (!stored || !isSiteV2(stored.site)) throw new AppError('NOT_FOUND', { message: 'No such site.' });
  const site = stored.site;
  const module = site.siteModules.find(
    (candidate): candidate is SiteModuleOf<T> =>
      candidate.id === moduleId && candidate.siteModuleType === type,
  );
  if (!module) throw new AppError('NOT_FOUND', { message: `The site has no ${type} module ${moduleId}.` });
  return { site, module };
}
