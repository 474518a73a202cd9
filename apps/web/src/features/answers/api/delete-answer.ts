import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rsvpAnswersQueryKey } from './get-rsvp-answers';

/** `DELETE /api/rsvps/{siteId}/v4/{rsvpId}` (`002` §7). */
export function deleteRsvpAnswer(siteId: string, rsvpId: string): Promise<void> {
  return apiRequest(`/api/rsvps/${encodeURIComponent(siteId)}/v4/${encodeURIComponent(rsvpId)}`, {
    method: 'DELETE',
    body: {},
  });
}

/** Deletes one guest's answer, then reloads the list (`002` §4 "RSVP answers"). */
export function useDeleteRsvpAnswer(siteId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rsvpId: string) => deleteRsvpAnswer(siteId ?? '', rsvpId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rsvpAnswersQueryKey(siteId) }),
  });
}
