import { siteVersionConflictResponseSchema } from '@eventsite/core/api/sites';
import { siteV2Schema, type SiteV2 } from '@eventsite/core/schemas/site';
import { apiRequest, isApiErrorWithCode } from '../../../lib/api-client';

/** `PUT /api/sites/V2/{id}`: saves a version-2 site and answers it stored, with `siteVersion` incremented. */
export function saveSiteV2(site: SiteV2): Promise<SiteV2> {
  return apiRequest(`/api/sites/V2/${encodeURIComponent(site._id)}`, {
    method: 'PUT',
    body: site,
    schema: siteV2Schema,
  });
}

/**
 * The site stored now, when a save failed because someone saved first (409, `decisions.md` §3 "Save");
 * null for any other failure.
 */
export function conflictingSiteOf(error: unknown): SiteV2 | null {
  if (!isApiErrorWithCode(error, 'SITE_VERSION_CONFLICT')) return null;
  const parsed = siteVersionConflictResponseSchema.safeParse(error.body);
  if (!parsed.success || !parsed.data.site.usesSiteModules) return null;
  return parsed.data.site;
}
