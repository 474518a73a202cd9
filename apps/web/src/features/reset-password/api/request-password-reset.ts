import type { ResetPasswordRequest } from '@eventsite/core/api/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/accounts/reset-password/` (`002` §7): mails a reset link in the given language. The answer is
 * the same whether or not the address has an account.
 */
function requestPasswordReset(request: ResetPasswordRequest): Promise<void> {
  return apiRequest('/api/accounts/reset-password/', { method: 'POST', body: request });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
