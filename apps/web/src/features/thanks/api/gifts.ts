import {
  GIFTS_SHEET_FILE,
  giftSchema,
  giftsResponseSchema,
  type Gift,
  type GiftsResponse,
  type GiftUpdate,
  type ManualGift,
} from '@eventsite/core/api/gifts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function giftsQueryKey(siteId: string) {
  return ['thanks', 'gifts', siteId] as const;
}

function giftsPath(siteId: string, giftId?: string): string {
  const base = `/api/sites/${encodeURIComponent(siteId)}/gifts`;
  return giftId === undefined ? base : `${base}/${encodeURIComponent(giftId)}`;
}

/** The thank-you list's sheet (`GET …/gifts.xlsx`), downloaded by a plain link with the session cookie. */
export function giftsSheetPath(siteId: string): string {
  return `/api/sites/${encodeURIComponent(siteId)}/${GIFTS_SHEET_FILE}`;
}

/** Every gift of the site, newest first (`GET /api/sites/{siteId}/gifts`). */
export function useGifts(siteId: string) {
  return useQuery({
    queryKey: giftsQueryKey(siteId),
    queryFn: () => apiRequest(giftsPath(siteId), { schema: giftsResponseSchema }),
  });
}

/**
 * Ticks a gift thanked and keeps its note (`PUT …/gifts/{giftId}`). Each row holds its own mutation, so its
 * saved or failed state is its own; the answered gift replaces the cached one.
 */
export function useUpdateGift(siteId: string, giftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: GiftUpdate) =>
      apiRequest(giftsPath(siteId, giftId), { method: 'PUT', body: update, schema: giftSchema }),
    onSuccess: (gift: Gift) =>
      queryClient.setQueryData<GiftsResponse>(giftsQueryKey(siteId), (list) =>
        list ? { gifts: list.gifts.map((each) => (each._id === gift._id ? gift : each)) } : list,
      ),
  });
}

/** Adds a gift by hand (`POST …/gifts`); the list is read again so it stays in the server's order. */
export function useAddGift(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gift: ManualGift) => apiRequest(giftsPath(siteId), { method: 'POST', body: gift }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftsQueryKey(siteId) }),
  });
}

/** Deletes a gift added by hand (`DELETE …/gifts/{giftId}`). */
export function useDeleteGift(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (giftId: string) => apiRequest(giftsPath(siteId, giftId), { method: 'DELETE', body: {} }),
    onSuccess: (_answer, giftId) =>
      queryClient.setQueryData<GiftsResponse>(giftsQueryKey(siteId), (list) =>
        list ? { gifts: list.gifts.filter((gift) => gift._id !== giftId) } : list,
      ),
  });
}
