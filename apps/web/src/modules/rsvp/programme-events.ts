import {
  attendanceScheduleEvents,
  scheduleEventsOf,
  withInvitedEvents,
} from '@eventsite/core/rules/schedule-events';
import type { GuestHousehold } from '@eventsite/core/schemas/household';
import type { PublicSite } from '@eventsite/core/schemas/public-site';
import type { ScheduleEvent } from '@eventsite/core/schemas/site-modules';

/**
 * The programme's events the guest knows of (issue 34 item 3), in time order: the page's open ones, and
 * through a personal link also the household's by-invitation ones, which the shared page never holds.
 */
export function programmeEventsOf(site: PublicSite, household: GuestHousehold | null): ScheduleEvent[] {
  if (!site.usesSiteModules) return [];
  const modules = withInvitedEvents(site.siteModules, household?.invitedEvents ?? []);
  return scheduleEventsOf(modules).map(({ event }) => event);
}

/**
 * The events the RSVP asks each person "coming / not coming" for (issue 34 item 4): the household's asked
 * events through a personal link, otherwise the open events that ask.
 */
export function askedEventsOf(site: PublicSite, household: GuestHousehold | null): ScheduleEvent[] {
  return attendanceScheduleEvents(programmeEventsOf(site, household), household);
}
