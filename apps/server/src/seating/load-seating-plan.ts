import { reconcileSeating, seatingVisibilitySchema, type SeatingPlan, type Site } from '@eventsite/core';
import { AppError } from '../errors/app-error';
import { siteScheduleEvents } from '../sites/site-schedule-events';
import type { SeatingDeps } from './seating-deps';
import { siteSeatingGuests } from './seating-guests';
import { WHOLE_DAY_EVENT_ID, type StoredSeatingPlan } from './seating-plan-repository';

const DEFAULT_VISIBILITY = seatingVisibilitySchema.parse({});

/** The site, or 404. */
export async function seatingSiteOf(deps: SeatingDeps, siteId: string): Promise<Site> {
  const stored = await deps.publicRead.sites.find({ id: siteId });
  if (!stored) throw new AppError('SITE_NOT_FOUND');
  return stored.site;
}

/** A plan's event must be one of the programme's (issue 34's rule); null is the whole day. */
export function requireSeatedEvent(site: Site, eventId: string | null): void {
  if (eventId === null) return;
  if (!siteScheduleEvents(site).some(({ event }) => event.id === eventId)) {
    throw new AppError('SCHEDULE_EVENT_UNKNOWN', { message: `The programme has no event ${eventId}.` });
  }
}

/** A stored plan (or none yet) reconciled with who comes now: the plan as the owner's screen reads it. */
export function reconciledPlan(
  eventId: string | null,
  stored: StoredSeatingPlan | null,
  guests: SeatingPlan['guests'],
): SeatingPlan {
  const { tables, unplaced, removed } = reconcileSeating(stored?.tables ?? [], guests);
  return {
    eventId,
    revision: stored?.revision ?? 0,
    tables,
    unplaced,
    guests,
    removed,
    visibility: stored?.visibility ?? DEFAULT_VISIBILITY,
  };
}

/**
 * The seating plan of a site for one event of its programme, or for the whole day (`eventId` null), as the
 * owner's screen, the prints and the venue's sheet read it (issue 35): the stored tables less the people who
 * no longer come (in `removed`), everyone coming without a seat in `unplaced`. 404 for an unknown site, 400
 * `SCHEDULE_EVENT_UNKNOWN` for an event the programme does not have.
 */
export async function loadSeatingPlan(
  deps: SeatingDeps,
  siteId: string,
  eventId: string | null,
): Promise<SeatingPlan> {
  const site = await seatingSiteOf(deps, siteId);
  requireSeatedEvent(site, eventId);
  const [stored, { guests }] = await Promise.all([
    deps.repositories.seatingPlans.find(siteId, eventId ?? WHOLE_DAY_EVENT_ID),
    siteSeatingGuests(deps, siteId, site, eventId ?? undefined),
  ]);
  return reconciledPlan(eventId, stored, guests);
}
