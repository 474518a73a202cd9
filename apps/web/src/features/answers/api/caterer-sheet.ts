import {
  catererSheetResponseSchema,
  dietQuestionsSchema,
  type CatererSheetResponse,
} from '@eventsite/core/api/guest-answers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function catererSheetQueryKey(siteId: string | undefined, language: string) {
  return ['answers', 'caterer', siteId, language] as const;
}

/**
 * `GET /api/rsvps/{siteId}/caterer` (issue 21, item 7): the counts and diet answers, read in `language`; of
 * one event's coming guests when `eventId` is given (issue 34 item 5).
 */
export function getCatererSheet(
  siteId: string,
  language: string,
  eventId?: string,
): Promise<CatererSheetResponse> {
  const query = new URLSearchParams({ language, ...(eventId === undefined ? {} : { event: eventId }) });
  return apiRequest(`/api/rsvps/${encodeURIComponent(siteId)}/caterer?${query.toString()}`, {
    schema: catererSheetResponseSchema,
  });
}

export function useCatererSheet(siteId: string | undefined, language: string) {
  return useQuery({
    queryKey: catererSheetQueryKey(siteId, language),
    queryFn: () => getCatererSheet(siteId ?? '', language),
    enabled: siteId !== undefined,
  });
}

/** `PUT /api/rsvps/{siteId}/diet-questions`: replaces the questions marked as diet or allergy. */
function putDietQuestions(siteId: string, questionIds: string[]): Promise<string[]> {
  return apiRequest(`/api/rsvps/${encodeURIComponent(siteId)}/diet-questions`, {
    method: 'PUT',
    body: { questionIds },
    schema: dietQuestionsSchema,
  }).then((response) => response.questionIds);
}

export function useSetDietQuestions(siteId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionIds: string[]) => putDietQuestions(siteId ?? '', questionIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['answers', 'caterer', siteId] }),
  });
}
