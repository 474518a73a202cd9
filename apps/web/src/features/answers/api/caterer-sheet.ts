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

/** `GET /api/rsvps/{siteId}/caterer` (issue 21, item 7): the counts and diet answers, read in `language`. */
export function getCatererSheet(siteId: string, language: string): Promise<CatererSheetResponse> {
  const query = new URLSearchParams({ language });
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
