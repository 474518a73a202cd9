import { siteVersionConflictResponseSchema } from '@eventsite/core/api/sites';
import { legacySiteSchema, type LegacySite } from '@eventsite/core/schemas/site';
import { apiRequest, isApiErrorWithCode } from '../../../lib/api-client';

/** `PUT /api/sites/{id}` (`000` §7 "legacy save"): answers the stored site with `siteVersion` incremented. */
export function saveLegacySite(site: LegacySite): Promise<LegacySite> {
  return apiRequest(`/api/sites/${encodeURIComponent(site._id)}`, {
    method: 'PUT',
    body: site,
    schema: legacySiteSchema,
  });
}

/** The site stored now, when the save failed because someone saved first; null for other failures. */
export function conflictingLegacySiteOf(error: unknown): LegacySite | null {
  if (!isApiErrorWithCode(error, 'SITE_VERSION_CONFLICT')) return null;
  const parsed = siteVersionConflictResponseSchema.safeParse(error.body);
  if (!parsed.success || parsed.data.site.usesSiteModules) return null;
  return parsed.data.site;
}
