import type { AnswerFormKind } from '@eventsite/core/rules/answer-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { formAnswersQueryKey } from './get-form-answers';
import { rsvpAnswersQueryKey } from './get-rsvp-answers';

/**
 * `DELETE /api/rsvps/{siteId}/v4/{rsvpId}` (`002` §7) for an RSVP, `DELETE /api/form-submissions/{siteId}/{id}`
 * for a Form or speech sign-up answer.
 */
function deleteAnswer(siteId: string, kind: AnswerFormKind, answerId: string): Promise<void> {
  const site = encodeURIComponent(siteId);
  const answer = encodeURIComponent(answerId);
  const path =
    kind === 'Rsvp' ? `/api/rsvps/${site}/v4/${answer}` : `/api/form-submissions/${site}/${answer}`;
  return apiRequest(path, { method: 'DELETE', body: {} });
}

/** Deletes one guest's answer, then reloads the list (`002` §4 "RSVP answers"). */
export function useDeleteAnswer(siteId: string | undefined, kind: AnswerFormKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerId: string) => deleteAnswer(siteId ?? '', kind, answerId),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: kind === 'Rsvp' ? rsvpAnswersQueryKey(siteId) : formAnswersQueryKey(siteId),
      }),
  });
}
