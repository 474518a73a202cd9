import {
  SEATING_DOWNLOADS,
  seatingConflictResponseSchema,
  type PlaceCardsQuery,
  type SeatingPlanPdfQuery,
} from '@eventsite/core/api/seating';
import { seatingPlanSchema, type SeatingPlan, type SeatingSave } from '@eventsite/core/schemas/seating';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiErrorWithCode } from '../../../lib/api-client';

/** The plan's address: the programme's event seated, or none for the whole day's yes. */
function seatingPath(siteId: string, eventId: string | null): string {
  const base = `/api/sites/${encodeURIComponent(siteId)}/seating`;
  return eventId === null ? base : `${base}?event=${encodeURIComponent(eventId)}`;
}

function seatingQueryKey(siteId: string, eventId: string | null) {
  return ['seating', siteId, eventId] as const;
}

/** `GET /api/sites/{siteId}/seating?event=` (issue 35): the plan with who comes, who is unplaced, who left. */
function getSeatingPlan(siteId: string, eventId: string | null): Promise<SeatingPlan> {
  return apiRequest(seatingPath(siteId, eventId), { schema: seatingPlanSchema });
}

export function useSeatingPlan(siteId: string, eventId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: seatingQueryKey(siteId, eventId),
    queryFn: () => getSeatingPlan(siteId, eventId),
    enabled,
    // The screen works on its own copy once read and saves it by revision: the plan is read afresh each time
    // the screen opens, and never again underneath it.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** `PUT /api/sites/{siteId}/seating?event=`: the plan at its new revision, or a 409 with the stored plan. */
function putSeatingPlan(siteId: string, eventId: string | null, save: SeatingSave): Promise<SeatingPlan> {
  return apiRequest(seatingPath(siteId, eventId), { method: 'PUT', body: save, schema: seatingPlanSchema });
}

export function useSaveSeatingPlan(siteId: string, eventId: string | null) {
  return useMutation({
    mutationFn: (save: SeatingSave) => putSeatingPlan(siteId, eventId, save),
  });
}

/** The plan stored now, when a save failed because another tab or device saved first; null otherwise. */
export function conflictingPlanOf(error: unknown): SeatingPlan | null {
  if (!isApiErrorWithCode(error, 'SEATING_REVISION_CONFLICT')) return null;
  const parsed = seatingConflictResponseSchema.safeParse(error.body);
  return parsed.success ? parsed.data.plan : null;
}

export type SeatingDownload =
  | { file: 'plan'; size: SeatingPlanPdfQuery['size'] }
  | { file: 'placeCards'; format: PlaceCardsQuery['format']; diets: boolean }
  | { file: 'tableCards' }
  | { file: 'sheet' };

/** The address of one of the plan's prints or its sheet (issue 35 items 2–3). */
export function seatingDownloadPath(
  siteId: string,
  eventId: string | null,
  download: SeatingDownload,
): string {
  const query = new URLSearchParams(eventId === null ? {} : { event: eventId });
  if (download.file === 'plan') query.set('size', download.size);
  if (download.file === 'placeCards') {
    query.set('format', download.format);
    query.set('diets', download.diets ? '1' : '0');
  }
  const search = query.toString();
  const path = `/api/sites/${encodeURIComponent(siteId)}/seating/${SEATING_DOWNLOADS[download.file]}`;
  return search === '' ? path : `${path}?${search}`;
}
