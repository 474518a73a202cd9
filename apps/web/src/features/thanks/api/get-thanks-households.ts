import { householdsResponseSchema } from '@eventsite/core/api/households';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The guest list's households, for tying a gift added by hand to one (`GET /api/sites/{siteId}/households`). */
export function useThanksHouseholds(siteId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['thanks', 'households', siteId],
    queryFn: () =>
      apiRequest(`/api/sites/${encodeURIComponent(siteId)}/households`, { schema: householdsResponseSchema }),
    enabled,
  });
}
