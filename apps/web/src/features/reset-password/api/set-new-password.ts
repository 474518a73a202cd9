import type { SetPasswordRequest } from '@eventsite/core/api/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/accounts/reset-password/` (`002` §7): sets the password with a single-use token from the mail. */
function setNewPassword(request: SetPasswordRequest): Promise<void> {
  return apiRequest('/api/accounts/reset-password/', { method: 'PUT', body: request });
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
