import {
  householdSeats,
  marketClock,
  reconcileSeating,
  searchSeats,
  seatingShownToGuests,
  siteDateOf,
  type GuestSeat,
  type SeatingTable,
  type Site,
} from '@eventsite/core';
import { siteScheduleEvents } from '../sites/site-schedule-events';
import type { SeatingDeps } from './seating-deps';
import { siteSeatingGuests } from './seating-guests';
import { WHOLE_DAY_EVENT_ID, type StoredSeatingPlan } from './seating-plan-repository';

/** The day a plan's guests sit down: its event's start, or for the whole day's plan the site's date. */
function eventDayOf(site: Site, eventId: string): string | null {
  if (eventId === WHOLE_DAY_EVENT_ID) {
    return site.usesSiteModules ? (siteDateOf(site)?.slice(0, 10) ?? null) : null;
  }
  const placed = siteScheduleEvents(site).find(({ event }) => event.id === eventId);
  return placed ? placed.event.startsAt.slice(0, 10) : null;
}

/**
 * The plan guests see today, if any: of the site's plans that have someone seated and are shown today on the
 * market's clock (`seatingShownToGuests`), the whole day's, else the first of the programme's events in time
 * order; with `eventId`, only that event's plan; with `searchable`, only a plan the owner let guests search. Plans of events no longer in the programme are never shown.
 */
async function shownPlan(
  deps: SeatingDeps,
  siteId: string,
  site: Site,
  { eventId, searchable = false }: { eventId?: string; searchable?: boolean } = {},
): Promise<StoredSeatingPlan | null> {
  const today = marketClock(deps.now(), deps.config.market).day;
  const plans = await deps.repositories.seatingPlans.listBySite(siteId);
  const order = [WHOLE_DAY_EVENT_ID, ...siteScheduleEvents(site).map(({ event }) => event.id)];
  const candidates = order
    .filter((id) => eventId === undefined || id === eventId)
    .flatMap((id) => plans.filter((plan) => plan.eventId === id));
  return (
    candidates.find(
      (plan) =>
        (!searchable || plan.visibility.searchable) &&
        plan.tables.some((table) => table.places.length > 0) &&
        seatingShownToGuests(plan.visibility, eventDayOf(site, plan.eventId), today),
    ) ?? null
  );
}

/** A shown plan's tables less anyone who no longer comes. */
async function comingTables(
  deps: SeatingDeps,
  siteId: string,
  site: Site,
  plan: StoredSeatingPlan,
): Promise<SeatingTable[]> {
  const eventId = plan.eventId === WHOLE_DAY_EVENT_ID ? undefined : plan.eventId;
  const { guests } = await siteSeatingGuests(deps, siteId, site, eventId);
  return reconcileSeating(plan.tables, guests).tables;
}

/**
 * A personal link's household's seats (issue 35 item 4), once a plan is shown to guests; undefined before,
 * so the household's answer carries no `seats` at all.
 */
export async function guestSeatsOf(
  deps: SeatingDeps,
  siteId: string,
  site: Site,
  householdId: string,
): Promise<GuestSeat[] | undefined> {
  const plan = await shownPlan(deps, siteId, site);
  if (!plan) return undefined;
  return householdSeats(await comingTables(deps, siteId, site, plan), householdId);
}

/**
 * A name looked up in the plan shown today (`searchSeats`), only where the owner made it searchable; null
 * when no such plan is shown (the route's 404).
 */
export async function searchShownPlan(
  deps: SeatingDeps,
  siteId: string,
  site: Site,
  name: string,
  eventId?: string,
): Promise<GuestSeat[] | null> {
  const plan = await shownPlan(deps, siteId, site, { eventId, searchable: true });
  if (!plan) return null;
  return searchSeats(await comingTables(deps, siteId, site, plan), name);
}
