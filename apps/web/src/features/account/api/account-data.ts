import {
  accountExportPreparingSchema,
  type AccountExportPreparing,
  type DeleteAccountRequest,
} from '@eventsite/core/api/accounts';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/auth';

export const ACCOUNT_EXPORT_PATH = '/api/accounts/me/export';

/**
 * `GET /api/accounts/me/export` (issue 33): how far the zip is while it is built, or `ready` once the
 * route answers the zip itself. Its body is then left unread: the browser downloads it from the same
 * address, streamed to the disk rather than held in the page.
 */
export async function checkAccountExport(): Promise<AccountExportPreparing | { status: 'ready' }> {
  const response = await fetch(ACCOUNT_EXPORT_PATH, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (response.status === 202) return accountExportPreparingSchema.parse(await response.json());
  if (response.ok) {
    await response.body?.cancel();
    return { status: 'ready' };
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the error dialog shows the status alone.
  }
  throw new ApiError('GET', ACCOUNT_EXPORT_PATH, response.status, body);
}

function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  return apiRequest('/api/accounts/me/', { method: 'DELETE', body: request });
}

/** Deletes the account; afterwards nothing of it is cached and the owner is on the start page, logged out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(meQueryKey) });
      queryClient.setQueryData(meQueryKey, null);
      void navigate('/');
    },
  });
}
