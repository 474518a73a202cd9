import {
  dnsInstructionsSchema,
  domainAvailabilityResponseSchema,
  domainRegistrationResponseSchema,
  setHostResponseSchema,
  subdomainAvailabilityResponseSchema,
  type DomainRegistrationResponse,
  type IncludedDomainRegistrationRequest,
} from '@eventsite/core/api/payments';
import { DOMAIN_REGISTRATION_RETRY } from '@eventsite/core/constants/polling';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, isApiErrorWithCode } from '../../../lib/api-client';

const hostPath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/host`;

/** `GET …/host/subdomain-available/{fullHost}` (`000` §7). */
export function checkSubdomain(siteId: string, fullHost: string) {
  return apiRequest(`${hostPath(siteId)}/subdomain-available/${encodeURIComponent(fullHost)}`, {
    schema: subdomainAvailabilityResponseSchema,
  });
}

/** `GET …/host/domain-available/{fullDomain}` (`000` §7). */
export function checkDomain(siteId: string, fullDomain: string) {
  return apiRequest(`${hostPath(siteId)}/domain-available/${encodeURIComponent(fullDomain)}`, {
    schema: domainAvailabilityResponseSchema,
  });
}

/** `PUT /api/sites/{siteId}/host` (`000` §7). */
export function setHost(siteId: string, host: string) {
  return apiRequest(hostPath(siteId), { method: 'PUT', body: { host }, schema: setHostResponseSchema });
}

/** `POST …/host/domain-registration/register/{paymentReference}`. */
function registerDomain(siteId: string, paymentReference: string) {
  return apiRequest(
    `${hostPath(siteId)}/domain-registration/register/${encodeURIComponent(paymentReference)}`,
    {
      method: 'POST',
      body: {},
      schema: domainRegistrationResponseSchema,
    },
  );
}

/** `POST …/host/domain-registration/register-included`: a domain taken from the site's included registrations. */
export function registerIncludedDomain(siteId: string, request: IncludedDomainRegistrationRequest) {
  return apiRequest(`${hostPath(siteId)}/domain-registration/register-included`, {
    method: 'POST',
    body: request,
    schema: domainRegistrationResponseSchema,
  });
}

/** The payment never arrived: registration still answered 402 after every retry. */
export class NoPaymentError extends Error {
  override name = 'NoPaymentError';
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Registers the domain a payment bought (`000` §4): a 402 (the payment is not through yet) is retried after
 * 5 s, up to 10 times, then it is a `NoPaymentError`. Any other failure is thrown as it is.
 */
export async function registerDomainWithRetry(
  siteId: string,
  paymentReference: string,
  wait: (ms: number) => Promise<void> = pause,
): Promise<DomainRegistrationResponse> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await registerDomain(siteId, paymentReference);
    } catch (error) {
      if (!isApiErrorWithCode(error, 'PAYMENT_REQUIRED')) throw error;
      if (retry >= DOMAIN_REGISTRATION_RETRY.maxRetries) {
        throw new NoPaymentError(`No payment for ${paymentReference} after ${retry} retries`);
      }
      await wait(DOMAIN_REGISTRATION_RETRY.pauseMs);
    }
  }
}

/** DNS values for a domain kept at another registrar (`000` §5), from the server's configuration. */
export function useDnsInstructions(siteId: string) {
  return useQuery({
    queryKey: ['sites', siteId, 'dns-instructions'],
    queryFn: () => apiRequest(`${hostPath(siteId)}/dns-instructions`, { schema: dnsInstructionsSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
