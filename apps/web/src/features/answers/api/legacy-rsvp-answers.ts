import { legacyRsvpAnswersResponseSchema } from '@eventsite/core/api/guest-answers';
import type { LegacyRsvpAnswer } from '@eventsite/core/schemas/rsvp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function legacyAnswersQueryKey(siteId: string | undefined) {
  return ['answers', 'legacy-rsvps', siteId] as const;
}

/** A version-1 site's legacy answers, newest first (`GET /api/rsvps/{siteId}`, `002` §7). */
async function getLegacyRsvpAnswers(siteId: string): Promise<LegacyRsvpAnswer[]> {
  const response = await apiRequest(`/api/rsvps/${encodeURIComponent(siteId)}`, {
    schema: legacyRsvpAnswersResponseSchema,
  });
  return response.data.data;
}

export function useLegacyRsvpAnswers(siteId: string) {
  return useQuery({ queryKey: legacyAnswersQueryKey(siteId), queryFn: () => getLegacyRsvpAnswers(siteId) });
}

/** `DELETE /api/rsvps/{siteId}/{rsvpId}` (`002` §7 "legacy delete"), then the list is read again. */
export function useDeleteLegacyRsvpAnswer(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rsvpId: string) => {
      await apiRequest(`/api/rsvps/${encodeURIComponent(siteId)}/${encodeURIComponent(rsvpId)}`, {
        method: 'DELETE',
        body: {},
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: legacyAnswersQueryKey(siteId) }),
  });
}
