import {
  printCreatedSchema,
  printSchema,
  siteOrdersSchema,
  sitePrintsSchema,
  type Print,
} from '@eventsite/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const sitePath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}`;
const printPath = (printId: string) => `/api/prints/${encodeURIComponent(printId)}`;

export const sitePrintsQueryKey = (siteId: string) => ['sites', siteId, 'prints'] as const;
export const printQueryKey = (printId: string) => ['prints', printId] as const;
export const siteOrdersQueryKey = (siteId: string) => ['sites', siteId, 'orders'] as const;

/** `GET /api/sites/{siteId}/prints/` (`002` §7), newest first; nothing is fetched without a site. */
export function useSitePrints(siteId: string) {
  return useQuery({
    queryKey: sitePrintsQueryKey(siteId),
    queryFn: () => apiRequest(`${sitePath(siteId)}/prints`, { schema: sitePrintsSchema }),
    enabled: siteId !== '',
    retry: false,
  });
}

/** `GET /api/sites/{siteId}/orders/`: the site's print orders with their status. */
export function useSiteOrders(siteId: string) {
  return useQuery({
    queryKey: siteOrdersQueryKey(siteId),
    queryFn: () => apiRequest(`${sitePath(siteId)}/orders`, { schema: siteOrdersSchema }),
    enabled: siteId !== '',
    retry: false,
  });
}

/** `GET /api/prints/{printId}` (`002` §7). */
export function usePrint(printId: string | undefined) {
  return useQuery({
    queryKey: printQueryKey(printId ?? ''),
    queryFn: () => apiRequest(printPath(printId ?? ''), { schema: printSchema }),
    enabled: printId !== undefined,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** `POST /api/prints/` with the print and its site; answers the new id (`002` §7). */
export async function createPrint(print: Print): Promise<string> {
  const created = await apiRequest('/api/prints', {
    method: 'POST',
    body: print,
    schema: printCreatedSchema,
  });
  return created._id;
}

/** `PUT /api/prints/{printId}`; answers the stored print. */
export function updatePrint(printId: string, print: Print): Promise<Print> {
  return apiRequest(printPath(printId), { method: 'PUT', body: print, schema: printSchema });
}
