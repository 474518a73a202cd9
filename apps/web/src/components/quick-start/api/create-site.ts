import { createSiteResponseSchema, type CreateSiteRequest } from '@eventsite/core/api/sites';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/sites/V2` (`000` §7, `decisions.md` §3 "Create"): the logged-in account's site from the
 * quick-start draft and the wizard's answers; answers the new site's id.
 */
export async function createSite(request: CreateSiteRequest): Promise<string> {
  const { site } = await apiRequest('/api/sites/V2', {
    method: 'POST',
    body: request,
    schema: createSiteResponseSchema,
  });
  return site._id;
}
