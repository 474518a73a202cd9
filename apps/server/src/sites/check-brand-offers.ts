import type { SiteDeps } from './site-deps';
import { brandOfferProblems, type Site } from '@eventsite/core';
import { AppError } from '../errors/app-error';

/**
 * Refuses a site holding what the build's brand does not sell (`000` §1), as the editor never offers it:
 * a 400 naming each field, before anything is stored.
 */
export function rejectWhatTheBrandDoesNotOffer(deps: SiteDeps, site: Site, context: string): void {
  const problems = brandOfferProblems(site, deps.config.brand);
  if (problems.length === 0) return;
  throw new AppError('NOT_OFFERED_BY_BRAND', {
    message: problems.map((problem) => `${context}.${problem.path}: ${problem.message}`).join('; '),
  });
}
