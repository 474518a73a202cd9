import { dnsInstructionsSchema } from '@eventsite/core/api/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Where a site's address calls live (`000` §7). */
export const hostPath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/host`;

/** DNS values for a domain kept at another registrar (`000` §5), from the server's configuration. */
export function useDnsInstructions(siteId: string) {
  return useQuery({
    queryKey: ['sites', siteId, 'dns-instructions'],
    queryFn: () => apiRequest(`${hostPath(siteId)}/dns-instructions`, { schema: dnsInstructionsSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
