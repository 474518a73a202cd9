import { siteSchema, type Site } from '@eventsite/core/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { siteQueryKey } from './site-account';

/** `GET /api/sites/{id}`: the owner's whole site (`000` §7). */
export function getSite(siteId: string): Promise<Site> {
  return apiRequest(`/api/sites/${encodeURIComponent(siteId)}`, { schema: siteSchema });
}

/** The owner's site; never refetched behind the editor's back, which holds its own copy while editing. */
export function useSite(siteId: string) {
  return useQuery({
    queryKey: siteQueryKey(siteId),
    queryFn: () => getSite(siteId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
