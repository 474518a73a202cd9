import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { NoPaymentError, registerDomainWithRetry } from './register-domain';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REGISTERED = { domain: 'anna.se', expires: '2031-01-01T00:00:00.000Z', registered: true };

describe('registerDomainWithRetry (000 §4)', () => {
  it('retries a 402 after 5 s until the registration goes through', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls <= 2 ? errorResponse(402, 'PAYMENT_REQUIRED', 'Inte betald') : jsonResponse(REGISTERED);
    });
    const wait = vi.fn(async () => {});
    expect(await registerDomainWithRetry('s1', 'ref', wait)).toEqual(REGISTERED);
    expect(wait.mock.calls).toEqual([[5000], [5000]]);
  });

  it('gives up with the no-payment error after 10 retries', async () => {
    const requests = mockFetch(() => errorResponse(402, 'PAYMENT_REQUIRED', 'Inte betald'));
    const wait = vi.fn(async () => {});
    await expect(registerDomainWithRetry('s1', 'ref', wait)).rejects.toBeInstanceOf(NoPaymentError);
    expect(requests).toHaveLength(11);
    expect(wait).toHaveBeenCalledTimes(10);
  });

  it('does not retry any other failure', async () => {
    const requests = mockFetch(() => errorResponse(502, 'REGISTRAR_UNAVAILABLE', 'Registraren svarar inte'));
    await expect(registerDomainWithRetry('s1', 'ref', async () => {})).rejects.toMatchObject({ status: 502 });
    expect(requests).toHaveLength(1);
  });
});
