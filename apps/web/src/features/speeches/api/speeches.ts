import {
  ownerSpeechesResponseSchema,
  toastmasterLinkResponseSchema,
  type OwnerSpeechesResponse,
  type ToastmasterStatus,
} from '@eventsite/core/api/speeches';
import { siteSchema, type Site } from '@eventsite/core/schemas/site';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const sitePath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}`;

function speechesQueryKey(siteId: string, moduleId: string) {
  return ['speeches', siteId, moduleId] as const;
}

/** The owner's site, read for its speech modules: their toastmasters' mail and their slots' names. */
export function useSpeechesSite(siteId: string) {
  return useQuery({
    queryKey: ['speeches', 'site', siteId],
    queryFn: (): Promise<Site> => apiRequest(sitePath(siteId), { schema: siteSchema }),
  });
}

/**
 * The speeches of one module as the hosts may see them (`GET /api/sites/{siteId}/speeches?module=`): in
 * surprise mode only the count and the minutes.
 */
export function useSpeeches(siteId: string, moduleId: string | null) {
  return useQuery({
    queryKey: speechesQueryKey(siteId, moduleId ?? ''),
    queryFn: () =>
      apiRequest(`${sitePath(siteId)}/speeches?module=${encodeURIComponent(moduleId ?? '')}`, {
        schema: ownerSpeechesResponseSchema,
      }),
    enabled: moduleId !== null,
  });
}

/**
 * Mails a toastmaster a new desk link (`POST …/speeches/toastmasters/{id}/link`) or revokes it (`DELETE`);
 * the answered status replaces the toastmaster's in the cached speeches.
 */
export function useToastmasterLink(siteId: string, moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ toastmasterId, action }: { toastmasterId: string; action: 'send' | 'revoke' }) =>
      apiRequest(`${sitePath(siteId)}/speeches/toastmasters/${encodeURIComponent(toastmasterId)}/link`, {
        method: action === 'send' ? 'POST' : 'DELETE',
        body: {},
        schema: toastmasterLinkResponseSchema,
      }),
    onSuccess: (status: ToastmasterStatus) =>
      queryClient.setQueryData<OwnerSpeechesResponse>(speechesQueryKey(siteId, moduleId), (speeches) =>
        speeches
          ? {
              ...speeches,
              toastmasters: speeches.toastmasters.map((each) => (each.id === status.id ? status : each)),
            }
          : speeches,
      ),
  });
}
