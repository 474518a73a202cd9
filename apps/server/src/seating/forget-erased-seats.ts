import { seatedPersonKey } from '@eventsite/core';
import { seatingSiteOf } from './load-seating-plan';
import type { SeatingDeps } from './seating-deps';
import { siteSeatingGuests } from './seating-guests';

/** Tries of a plan's rewrite while the owner saves it at the same moment. */
const ATTEMPTS = 3;

/**
 * After guests' answers were erased (a household withdrew its answer, the owner deleted an answer or a
 * household): their names leave every stored plan of the site, so none stays stored (issue 33's erasure,
 * issue 35). People who answered no keep their seat in storage, as the owner's notice reads it, until the
 * next save; an erased person has no answer left to be told apart by. Each rewritten plan moves to its next
 * revision, so a screen that read it before saves over nothing silently.
 */
export async function forgetErasedSeats(deps: SeatingDeps, siteId: string): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const plans = await deps.repositories.seatingPlans.listBySite(siteId);
    if (plans.length === 0) return;
    const { answered } = await siteSeatingGuests(deps, siteId, await seatingSiteOf(deps, siteId), undefined);
    let raced = false;
    for (const plan of plans) {
      const tables = plan.tables.map((table) => ({
        ...table,
        places: table.places.filter((person) => answered.has(seatedPersonKey(person))),
      }));
      const erased = tables.some((table, index) => table.places.length !== plan.tables[index]?.places.length);
      if (!erased) continue;
      const saved = await deps.repositories.seatingPlans.save(
        siteId,
        plan.eventId,
        plan.revision,
        { tables, visibility: plan.visibility },
        deps.now(),
      );
      if (saved === null) raced = true;
    }
    if (!raced) return;
  }
}
