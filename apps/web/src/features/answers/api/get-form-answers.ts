import { formAnswersResponseSchema } from '@eventsite/core/api/guest-answers';
import type { FormAnswer } from '@eventsite/core/schemas/rsvp';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function formAnswersQueryKey(siteId: string | undefined) {
  return ['answers', 'forms', siteId] as const;
}

/** The site's Form and speech sign-up answers, newest first (`GET /api/form-submissions/{siteId}`). */
async function getFormAnswers(siteId: string): Promise<FormAnswer[]> {
  const response = await apiRequest(`/api/form-submissions/${encodeURIComponent(siteId)}`, {
    schema: formAnswersResponseSchema,
  });
  return response.data.data;
}

export function useFormAnswers(siteId: string | undefined) {
  return useQuery({
    queryKey: formAnswersQueryKey(siteId),
    queryFn: () => getFormAnswers(siteId ?? ''),
    enabled: siteId !== undefined,
  });
}
