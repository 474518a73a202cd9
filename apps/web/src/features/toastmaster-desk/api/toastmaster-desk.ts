import {
  RUNNING_ORDER_PDF_FILE,
  speakerNotifyResponseSchema,
  toastmasterDeskSchema,
  type RunningOrderUpdate,
  type ToastmasterDesk,
} from '@eventsite/core/api/speeches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function deskPath(token: string, rest = ''): string {
  return `/api/toastmaster/${encodeURIComponent(token)}${rest}`;
}

function deskQueryKey(token: string) {
  return ['toastmaster-desk', token] as const;
}

/** The printable running order (`GET …/running-order.pdf`), opened by a plain link: the token is the key. */
export function runningOrderPdfPath(token: string): string {
  return deskPath(token, `/${RUNNING_ORDER_PDF_FILE}`);
}

/** The desk's whole state (`GET /api/toastmaster/{token}`); a revoked link is not worth asking again. */
export function useToastmasterDesk(token: string) {
  return useQuery({
    queryKey: deskQueryKey(token),
    queryFn: ({ signal }) => apiRequest(deskPath(token), { schema: toastmasterDeskSchema, signal }),
    retry: false,
    // The draft on screen is the toastmaster's work: the order is read again only when they ask for it.
    refetchOnWindowFocus: false,
  });
}

/** Saves the running order and notes (`PUT …/order`); the answered desk replaces the cached one. */
export function useSaveRunningOrder(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: RunningOrderUpdate) =>
      apiRequest(deskPath(token, '/order'), { method: 'PUT', body: update, schema: toastmasterDeskSchema }),
    onSuccess: (desk: ToastmasterDesk) => queryClient.setQueryData(deskQueryKey(token), desk),
  });
}

/** Mails each speaker whose slot changed (`POST …/notify`); the desk is read again for its count. */
export function useNotifySpeakers(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(deskPath(token, '/notify'), { method: 'POST', schema: speakerNotifyResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskQueryKey(token) }),
  });
}
