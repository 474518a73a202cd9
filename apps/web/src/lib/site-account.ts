import { siteAccountResponseSchema, type SiteAccountResponse } from '@eventsite/core/api/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const siteAccountQueryKey = (siteId: string) => ['sites', siteId, 'account'] as const;

/** `GET /api/sites/{id}/account/` (`000` §7): the account and the site's publication, for the account and address screens. */
export function getSiteAccount(siteId: string): Promise<SiteAccountResponse> {
  return apiRequest(`/api/sites/${encodeURIComponent(siteId)}/account/`, {
    schema: siteAccountResponseSchema,
  });
}

export function useSiteAccount(siteId: string) {
  return useQuery({ queryKey: siteAccountQueryKey(siteId), queryFn: () => getSiteAccount(siteId) });
}
