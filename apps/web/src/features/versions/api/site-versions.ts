import { siteVersionsResponseSchema, type SiteVersionsResponse } from '@eventsite/core/api/sites';
import { siteSchema, type Site } from '@eventsite/core/schemas/site';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const siteVersionsQueryKey = (siteId: string) => ['sites', siteId, 'versions'] as const;

/** `GET /api/sites/{id}/versions` (`decisions.md` §3): every stored save, newest first. */
function fetchSiteVersions(siteId: string): Promise<SiteVersionsResponse> {
  return apiRequest(`/api/sites/${encodeURIComponent(siteId)}/versions`, {
    schema: siteVersionsResponseSchema,
  });
}

export function useSiteVersions(siteId: string) {
  return useQuery({ queryKey: siteVersionsQueryKey(siteId), queryFn: () => fetchSiteVersions(siteId) });
}

/** `POST /api/sites/{id}/versions/{siteVersion}/restore`: the version saved as the newest; answers the site. */
function restoreSiteVersion(siteId: string, siteVersion: number): Promise<Site> {
  return apiRequest(`/api/sites/${encodeURIComponent(siteId)}/versions/${siteVersion}/restore`, {
    method: 'POST',
    body: {},
    schema: siteSchema,
  });
}

export function useRestoreSiteVersion(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteVersion: number) => restoreSiteVersion(siteId, siteVersion),
    onSuccess: (site) => {
      // Every cached answer about this site is older than the restored one. The editor reads the site at
      // ['sites', siteId] once and then keeps its own copy, so it gets the restored site itself, not a refetch.
      queryClient.removeQueries({ queryKey: ['sites', siteId] });
      queryClient.setQueryData(['sites', siteId], site);
    },
  });
}
