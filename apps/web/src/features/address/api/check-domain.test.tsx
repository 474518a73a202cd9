import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { useDomainSearch } from './check-domain';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OWN_OFFER = { priceOre: 9900, paymentProduct: 'domain_name' };
const offer = (available: boolean) => ({
  available,
  priceOre: 19900,
  paymentProduct: 'domain_name',
  ownDomainOffer: OWN_OFFER,
});

function renderSearch(available: boolean | 'fails') {
  mockFetch(({ path }) => {
    if (!path.startsWith('/api/sites/s1/host/domain-available/')) return undefined;
    return available === 'fails'
      ? errorResponse(503, 'REGISTRAR_UNAVAILABLE', 'Registratorn svarar inte')
      : jsonResponse(offer(available));
  });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDomainSearch('s1'), { wrapper });
}

describe('the domain search (000 §4 "Custom domain flow")', () => {
  it('starts with nothing searched', () => {
    const { result } = renderSearch(true);
    expect(result.current.result).toEqual({ phase: 'initial' });
    expect(result.current.searching).toBe(false);
    expect(result.current.failed).toBe(false);
  });

  it('offers a free domain at its price, and forgets it when the name changes', async () => {
    const { result } = renderSearch(true);
    act(() => result.current.search('anna.se'));
    await waitFor(() => expect(result.current.result.phase).toBe('available'));
    expect(result.current.result).toMatchObject({ domain: 'anna.se', offer: { priceOre: 19900 } });

    act(() => result.current.forget());
    expect(result.current.result).toEqual({ phase: 'initial' });
  });

  it('turns a taken domain into the own-domain offer, until the next search', async () => {
    const { result } = renderSearch(false);
    act(() => result.current.search('anna.se'));
    await waitFor(() => expect(result.current.result).toEqual({ phase: 'unavailable', domain: 'anna.se' }));

    act(() => result.current.takeAsOwnDomain());
    expect(result.current.result).toEqual({ phase: 'ownDomain', domain: 'anna.se', offer: OWN_OFFER });

    act(() => result.current.search('anna.nu'));
    await waitFor(() => expect(result.current.result).toEqual({ phase: 'unavailable', domain: 'anna.nu' }));
  });

  it('tells a failed search, which stays told while the name changes', async () => {
    const { result } = renderSearch('fails');
    act(() => result.current.search('anna.se'));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.result).toEqual({ phase: 'initial' });

    act(() => result.current.forget());
    expect(result.current.failed).toBe(true);
  });
});
