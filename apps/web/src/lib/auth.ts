import { meResponseSchema, type MeResponse } from '@eventsite/core/api/accounts';
import { hashKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, isApiErrorWithCode } from './api-client';

/** The logged-in account, shared by every owner screen. */
export const meQueryKey = ['accounts', 'me'] as const;

/** The logged-in account, or null when nobody is logged in (the server answers 403). */
async function getMe(): Promise<MeResponse | null> {
  try {
    return await apiRequest('/api/accounts/me/', { schema: meResponseSchema });
  } catch (error) {
    if (isApiErrorWithCode(error, 'NOT_LOGGED_IN')) return null;
    throw error;
  }
}

/** `002` §7: a failure to load the account is ignored, so callers treat an error like being logged out. */
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });
}

function logout(): Promise<void> {
  return apiRequest('/api/accounts/logout/', { method: 'POST', body: {} });
}

/**
 * Logs out, forgets every cached owner answer and ends on the start page, which stands in for the landing
 * host the spec sends a logged-out owner to (`000` §7).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(meQueryKey) });
      queryClient.setQueryData(meQueryKey, null);
      void navigate('/');
    },
  });
}
