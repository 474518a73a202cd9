import {
  domainRegistrationResponseSchema,
  type DomainRegistrationResponse,
  type IncludedDomainRegistrationRequest,
} from '@eventsite/core/api/payments';
import { DOMAIN_REGISTRATION_RETRY } from '@eventsite/core/constants/polling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiErrorWithCode } from '../../../lib/api-client';
import { reportError, Severity } from '../../../lib/report-error';
import { refreshSite } from '../../../lib/site-account';
import { hostPath } from './address-api';
import { setHost } from './set-host';

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
function registerIncludedDomain(siteId: string, request: IncludedDomainRegistrationRequest) {
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

interface DomainRegistration {
  domain: string;
  ownDomain: boolean;
  /** The payment's reference; null registers with one of the site's included registrations. */
  reference: string | null;
}

/**
 * Registers a searched domain, makes it the site's host and reloads the site (`000` §4). A failure is
 * reported here; `error` is a `NoPaymentError` when the payment never arrived.
 */
export function useRegisterDomain(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ domain, ownDomain, reference }: DomainRegistration) => {
      const registration =
        reference === null
          ? await registerIncludedDomain(siteId, { domain, ownDomain })
          : await registerDomainWithRetry(siteId, reference);
      await setHost(siteId, registration.domain);
      await refreshSite(queryClient, siteId);
    },
    meta: { logFailure: false },
    onError: (error, { reference }) => {
      const noPayment = error instanceof NoPaymentError;
      reportError(error, Severity.error, {
        action: noPayment ? 'domain registration: no payment' : 'domain registration',
        reference,
      });
    },
  });
}
