import { visibleScheduleEvents, type GuestHousehold, type Site } from '@eventsite/core';
import { siteScheduleEvents } from '../sites/site-schedule-events';
import type { LinkedHousehold } from './household-repository';

/**
 * What a personal link shows of its household (issue 21 item 2, issue 34 item 3): its name, members and
 * language, the ids of the events it sees, and whole the by-invitation ones it is invited to, which the
 * shared page never holds.
 */
export function guestHouseholdOf(site: Site, household: LinkedHousehold): GuestHousehold {
  const placed = siteScheduleEvents(site);
  const visible = new Set(
    visibleScheduleEvents(
      placed.map(({ event }) => event),
      household,
    ),
  );
  return {
    name: household.name,
    members: household.members,
    language: household.language,
    events: placed.filter(({ event }) => visible.has(event)).map(({ event }) => event.id),
    invitedEvents: placed.filter(({ event }) => visible.has(event) && !event.openToAll),
  };
}
