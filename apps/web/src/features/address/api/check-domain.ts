import {
  domainAvailabilityResponseSchema,
  type AddressOffer,
  type DomainAvailabilityResponse,
} from '@eventsite/core/api/payments';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { reportError, Severity } from '../../../lib/report-error';
import { hostPath } from './address-api';
import { useAddressSearch } from './use-address-search';

/** `GET …/host/domain-available/{fullDomain}` (`000` §7). */
function checkDomain(siteId: string, fullDomain: string) {
  return apiRequest(`${hostPath(siteId)}/domain-available/${encodeURIComponent(fullDomain)}`, {
    schema: domainAvailabilityResponseSchema,
  });
}

interface DomainResult {
  domain: string;
  answer: DomainAvailabilityResponse;
}

/**
 * Where a domain search stands (`000` §4 "Custom domain flow"): nothing searched yet; the domain is free;
 * it is taken; or, taken, it is offered as the owner's own domain, kept at their registrar.
 */
type DomainSearchResult =
  | { phase: 'initial' }
  | { phase: 'available'; domain: string; offer: AddressOffer }
  | { phase: 'unavailable'; domain: string }
  | { phase: 'ownDomain'; domain: string; offer: AddressOffer };

/** The domain search; `takeAsOwnDomain()` turns a taken domain into the own-domain offer. */
export function useDomainSearch(siteId: string) {
  const { result, forget, ...search } = useAddressSearch(
    async (domain): Promise<DomainResult> => ({ domain, answer: await checkDomain(siteId, domain) }),
    (error, domain) => reportError(error, Severity.error, { action: 'check domain', domain }),
  );
  const [ownDomainOf, setOwnDomainOf] = useState<DomainResult>();
  return {
    ...search,
    forget,
    result: phaseOf(result, result !== undefined && result === ownDomainOf),
    takeAsOwnDomain: () => setOwnDomainOf(result),
  };
}

function phaseOf(result: DomainResult | undefined, ownDomain: boolean): DomainSearchResult {
  if (result === undefined) return { phase: 'initial' };
  const { domain, answer } = result;
  if (ownDomain) return { phase: 'ownDomain', domain, offer: answer.ownDomainOffer };
  return answer.available ? { phase: 'available', domain, offer: answer } : { phase: 'unavailable', domain };
}
