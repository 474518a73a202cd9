import { siteAccountResponseSchema, type SiteAccountResponse } from '@eventsite/core/api/payments';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The owner's site; everything else cached about it lives under this key. */
export const siteQueryKey = (siteId: string) => ['sites', siteId] as const;
const siteAccountQueryKey = (siteId: string) => [...siteQueryKey(siteId), 'account'] as const;

/**
 * After a payment or a host change the site's publication has changed (`000` §4): the editor's copy,
 * which is never refetched behind its back, is dropped so that the editor loads the site again, and the
 * account and address screens fetch theirs again.
 */
export async function refreshSite(queryClient: QueryClient, siteId: string): Promise<void> {
  queryClient.removeQueries({ queryKey: siteQueryKey(siteId), exact: true });
  await queryClient.invalidateQueries({ queryKey: siteQueryKey(siteId) });
}

/** `GET /api/sites/{id}/account/` (`000` §7): the account and the site's publication, for the account and address screens. */
function getSiteAccount(siteId: string): Promise<SiteAccountResponse> {
  return apiRequest(`/api/sites/${encodeURIComponent(siteId)}/account/`, {
    schema: siteAccountResponseSchema,
  });
}

export function useSiteAccount(siteId: string) {
  return useQuery({ queryKey: siteAccountQueryKey(siteId), queryFn: () => getSiteAccount(siteId) });
}
