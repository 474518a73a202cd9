import { siteSchema, type Site } from '@eventsite/core/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The owner's site, read for its programme's events (`GET /api/sites/{id}`). */
export function useSeatingSite(siteId: string) {
  return useQuery({
    queryKey: ['seating', 'site', siteId],
    queryFn: (): Promise<Site> =>
      apiRequest(`/api/sites/${encodeURIComponent(siteId)}`, { schema: siteSchema }),
  });
}
