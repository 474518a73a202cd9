import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../test/fetch-mock';
import { apiRequest, ApiError } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the session cookie and validates the answer with the schema', async () => {
    const requests = mockFetch(() => jsonResponse({ mail: 'anna@example.se', extra: true }));
    const result = await apiRequest('/api/accounts/me/', { schema: z.object({ mail: z.string() }) });

    expect(result).toEqual({ mail: 'anna@example.se' });
    expect(requests[0]?.init?.credentials).toBe('include');
    expect(requests[0]?.init?.body).toBeUndefined();
  });

  it('sends a JSON body with every mutating call, {} when there is no payload', async () => {
    const requests = mockFetch(() => jsonResponse({}));
    await apiRequest('/api/accounts/logout/', { method: 'POST' });

    expect(requests[0]?.init?.body).toBe('{}');
    expect(new Headers(requests[0]?.init?.headers).get('content-type')).toBe('application/json');
  });

  it('rejects an answer that does not fit the schema', async () => {
    mockFetch(() => jsonResponse({ mail: 42 }));
    await expect(
      apiRequest('/api/accounts/me/', { schema: z.object({ mail: z.string() }) }),
    ).rejects.toThrow();
  });

  it('throws an ApiError with the status and the parsed standard error response', async () => {
    mockFetch(() =>
      errorResponse(401, 'WRONG_LOGIN', 'Fel e-postadress eller lösenord.', 'Invalid credentials'),
    );
    const error = await apiRequest('/api/accounts/login/', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).errorResponse?.errorDescription.sv).toBe('Fel e-postadress eller lösenord.');
    expect((error as ApiError).errorResponse?.message).toBe('Invalid credentials');
  });

  it('keeps a body that is not a standard error response for the error dialog to read', async () => {
    mockFetch(() => new Response('Bad gateway', { status: 502 }));
    const error = (await apiRequest('/api/x').catch((caught: unknown) => caught)) as ApiError;

    expect(error.status).toBe(502);
    expect(error.errorResponse).toBeUndefined();
    expect(error.body).toBe('Bad gateway');
  });
});
