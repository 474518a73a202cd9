import {
  SEATING_SEARCH_MATCHES_MAX,
  seatingSearchResponseSchema,
  type GuestSeat,
} from '@eventsite/core/schemas/seating';
import { apiRequest, isApiError } from '../../lib/api-client';

/** What a name search answers: the names found, or that the plan is not shown (yet). */
export type SeatingSearchOutcome =
  { kind: 'found'; matches: GuestSeat[]; more: boolean } | { kind: 'notShown' };

/**
 * Looks a name up in a site's published seating plan (issue 35 item 4). The server answers 404 while the
 * owner does not publish the plan or its day has not come; any other failure is thrown.
 */
export async function searchSeats(siteId: string, name: string): Promise<SeatingSearchOutcome> {
  const path = `/api/sites/public/${encodeURIComponent(siteId)}/seating/search?name=${encodeURIComponent(name)}`;
  try {
    const { matches } = await apiRequest(path, { schema: seatingSearchResponseSchema });
    // The server answers at most this many: more may match than it sent.
    return { kind: 'found', matches, more: matches.length >= SEATING_SEARCH_MATCHES_MAX };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { kind: 'notShown' };
    throw error;
  }
}
