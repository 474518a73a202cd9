import { seatedPersonKey, type SeatingPlan, type SeatingSave } from '@eventsite/core';
import { AppError } from '../errors/app-error';
import { reconciledPlan, requireSeatedEvent, seatingSiteOf } from './load-seating-plan';
import type { SeatingDeps } from './seating-deps';
import { siteSeatingGuests } from './seating-guests';
import { WHOLE_DAY_EVENT_ID } from './seating-plan-repository';

/**
 * Saves the owner's tables and visibility as the plan's next revision (issue 35): only people who come may
 * have a seat (400 `SEATING_GUEST_UNKNOWN`), and only over the revision the owner read (409
 * `SEATING_REVISION_CONFLICT` with the stored plan, of two saves at one revision exactly one wins). The plan
 * as it now is; the people taken off their seats since are no longer in `removed`, the save having let go of them.
 */
export async function saveSeatingPlan(
  deps: SeatingDeps,
  siteId: string,
  eventId: string | null,
  save: SeatingSave,
): Promise<SeatingPlan> {
  const site = await seatingSiteOf(deps, siteId);
  requireSeatedEvent(site, eventId);
  const stored = eventId ?? WHOLE_DAY_EVENT_ID;
  const { guests } = await siteSeatingGuests(deps, siteId, site, eventId ?? undefined);
  const coming = new Set(guests.map(seatedPersonKey));
  const stranger = save.tables
    .flatMap((table) => table.places)
    .find((person) => !coming.has(seatedPersonKey(person)));
  if (stranger) {
    throw new AppError('SEATING_GUEST_UNKNOWN', {
      message: `${stranger.member} (${stranger.householdId}) does not come to this event.`,
    });
  }
  const plan = { tables: save.tables, visibility: save.visibility };
  const revision = await deps.repositories.seatingPlans.save(siteId, stored, save.revision, plan, deps.now());
  if (revision === null) {
    const current = await deps.repositories.seatingPlans.find(siteId, stored);
    throw new AppError('SEATING_REVISION_CONFLICT', {
      message: `The plan is at revision ${current?.revision ?? 0}, not ${save.revision}.`,
      extra: { plan: reconciledPlan(eventId, current, guests) },
    });
  }
  return reconciledPlan(eventId, { eventId: stored, revision, ...plan }, guests);
}
