import { giftReservationConflictSchema } from '@eventsite/core/api/guest-answers';
import { giftReservationSchema, type GiftReservation } from '@eventsite/core/schemas/gift-registry';
import { z } from 'zod';
import { apiRequest, isApiErrorWithCode } from '../../lib/api-client';

const reservationsAnswerSchema = z.object({ giftRegistryReservations: z.array(giftReservationSchema) });

export interface ReservationChange {
  siteId: string;
  moduleId: string;
  itemId: string;
  quantity: number;
  password: string;
  /** Who reserves, for the hosts' thank-you list; only when reserving (issue 37 item 3). */
  from?: string;
  /** The personal link's token, which ties the reservation to its household. */
  householdToken?: string;
}

/**
 * Reserves pieces of an item (PUT) or cancels them (DELETE) and answers the site's full reservation list,
 * which replaces the local one (`001` §4, §7).
 */
export async function changeReservation(
  method: 'PUT' | 'DELETE',
  { siteId, moduleId, itemId, quantity, password, from, householdToken }: ReservationChange,
): Promise<GiftReservation[]> {
  const path = ['', 'api', 'gift-registry', siteId, moduleId, itemId, 'v2'].map(encodeURIComponent).join('/');
  const answer = await apiRequest(path, {
    method,
    body: { quantity, password, from, householdToken },
    schema: reservationsAnswerSchema,
  });
  return answer.giftRegistryReservations;
}

/** After someone else reserved first, the reservations as they are now, when the server sent them. */
export function reservationsOfConflict(error: unknown): GiftReservation[] | null {
  if (!isApiErrorWithCode(error, 'RESERVATION_QUANTITY_UNAVAILABLE')) return null;
  const parsed = giftReservationConflictSchema.safeParse(error.body);
  return parsed.success ? (parsed.data.giftRegistryReservations ?? null) : null;
}
