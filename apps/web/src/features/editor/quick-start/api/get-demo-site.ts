import { publicSiteResponseSchema } from '@eventsite/core/api/sites';
import type { PublicSite } from '@eventsite/core/schemas/public-site';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** The demo host's site as guests see it (`GET /api/sites/public/host/{host}`, `decisions.md` §3). */
function getDemoSite(demoHost: string): Promise<PublicSite> {
  return apiRequest(`/api/sites/public/host/${encodeURIComponent(demoHost)}`, {
    schema: publicSiteResponseSchema,
  });
}

export function useDemoSite(demoHost: string) {
  return useQuery({
    queryKey: ['sites', 'demo', demoHost],
    queryFn: () => getDemoSite(demoHost),
    retry: false,
  });
}
