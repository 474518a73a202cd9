import {
  registerResponseSchema,
  type RegisterRequest,
  type RegisterResponse,
} from '@eventsite/core/api/accounts';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/accounts/register/` (`000` §7, `decisions.md` §3): creates the account and logs it in. */
export function registerAccount(request: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest('/api/accounts/register/', {
    method: 'POST',
    body: request,
    schema: registerResponseSchema,
  });
}
