import { siteSchema, type Site } from '@eventsite/core/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The owner's site, read for its current RSVP questions (`GET /api/sites/{id}`, `decisions.md` §3). */
function getAnswersSite(siteId: string): Promise<Site> {
  return apiRequest(`/api/sites/${encodeURIComponent(siteId)}`, { schema: siteSchema });
}

export function useAnswersSite(siteId: string | undefined) {
  return useQuery({
    queryKey: ['answers', 'site', siteId],
    queryFn: () => getAnswersSite(siteId ?? ''),
    enabled: siteId !== undefined,
  });
}
