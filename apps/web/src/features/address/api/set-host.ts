import { setHostResponseSchema } from '@eventsite/core/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshSite } from '../../../lib/site-account';
import { hostPath } from './address-api';

/** `PUT /api/sites/{siteId}/host` (`000` §7). */
export function setHost(siteId: string, host: string) {
  return apiRequest(hostPath(siteId), { method: 'PUT', body: { host }, schema: setHostResponseSchema });
}

/** Makes a free address the site's host and reloads the site (`000` §4 "Subdomain flow"). */
export function useSetHost(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (host: string) => {
      await setHost(siteId, host);
      await refreshSite(queryClient, siteId);
    },
    // The screen shows the failure in the error dialog, as it did before this was a hook.
    meta: { logFailure: false },
  });
}
