import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@eventsite/core/api/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth';

/** `POST /api/accounts/login/` (`002` §7): starts a session and names the account's site, if any. */
function login(request: LoginRequest): Promise<LoginResponse> {
  return apiRequest('/api/accounts/login/', { method: 'POST', body: request, schema: loginResponseSchema });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The session changed: whoever was (or was not) logged in before is stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
