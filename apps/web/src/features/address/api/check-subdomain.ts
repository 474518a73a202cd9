import {
  subdomainAvailabilityResponseSchema,
  type SubdomainAvailabilityResponse,
} from '@eventsite/core/api/payments';
import { apiRequest } from '../../../lib/api-client';
import { reportError, Severity } from '../../../lib/report-error';
import { hostPath } from './address-api';
import { useAddressSearch } from './use-address-search';

/** `GET …/host/subdomain-available/{fullHost}` (`000` §7). */
function checkSubdomain(siteId: string, fullHost: string) {
  return apiRequest(`${hostPath(siteId)}/subdomain-available/${encodeURIComponent(fullHost)}`, {
    schema: subdomainAvailabilityResponseSchema,
  });
}

/** A subdomain the owner searched for and what the server answered. */
interface SubdomainResult {
  host: string;
  answer: SubdomainAvailabilityResponse;
}

/** The subdomain search of `000` §4 "Subdomain flow". */
export function useSubdomainSearch(siteId: string) {
  return useAddressSearch(
    async (host): Promise<SubdomainResult> => ({ host, answer: await checkSubdomain(siteId, host) }),
    (error, host) => reportError(error, Severity.error, { action: 'check subdomain', host }),
  );
}
