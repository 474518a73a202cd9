import { siteSchema, type Site } from '@eventsite/core/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The owner's site, read for its languages and address (`GET /api/sites/{id}`, `decisions.md` §3). */
export function useGuestListSite(siteId: string) {
  return useQuery({
    queryKey: ['guest-list', 'site', siteId],
    queryFn: (): Promise<Site> =>
      apiRequest(`/api/sites/${encodeURIComponent(siteId)}`, { schema: siteSchema }),
  });
}
