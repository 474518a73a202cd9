import { quickStartResponseSchema, type QuickStartResponse } from '@eventsite/core/api/sites';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/sites/quick-start/{demoHost}` (`000` §7): a fresh demo draft and the caller's own site id. */
function getQuickStartSite(demoHost: string): Promise<QuickStartResponse> {
  return apiRequest(`/api/sites/quick-start/${encodeURIComponent(demoHost)}`, {
    schema: quickStartResponseSchema,
  });
}

function quickStartQueryKey(demoHost: string) {
  return ['sites', 'quick-start', demoHost] as const;
}

/** The draft is made once per visit; a stored draft takes over after a reload anyway. */
export function useQuickStartSite(demoHost: string) {
  return useQuery({
    queryKey: quickStartQueryKey(demoHost),
    queryFn: () => getQuickStartSite(demoHost),
    staleTime: Infinity,
    retry: false,
  });
}
