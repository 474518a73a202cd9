import { rsvpAnswersResponseSchema } from '@eventsite/core/api/guest-answers';
import type { RsvpAnswer } from '@eventsite/core/schemas/rsvp';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function rsvpAnswersQueryKey(siteId: string | undefined) {
  return ['answers', 'rsvps', siteId] as const;
}

/** The site's answers, one per guest, newest first (`GET /api/rsvps/{siteId}/v4`, `002` §7). */
async function getRsvpAnswers(siteId: string): Promise<RsvpAnswer[]> {
  const response = await apiRequest(`/api/rsvps/${encodeURIComponent(siteId)}/v4`, {
    schema: rsvpAnswersResponseSchema,
  });
  return response.data.data;
}

export function useRsvpAnswers(siteId: string | undefined) {
  return useQuery({
    queryKey: rsvpAnswersQueryKey(siteId),
    queryFn: () => getRsvpAnswers(siteId ?? ''),
    enabled: siteId !== undefined,
  });
}
