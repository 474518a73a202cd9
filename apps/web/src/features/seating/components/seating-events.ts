import { scheduleEventsOf } from '@eventsite/core/rules/schedule-events';
import { translateText } from '@eventsite/core/rules/translate-text';
import type { Site } from '@eventsite/core/schemas/site';

/** An event of the programme that can be seated: it asks the guests whether they come. */
export interface SeatingEvent {
  id: string;
  title: string;
  /** Its day, YYYY-MM-DD. */
  day: string;
  /** Its start, 'HH:MM'. */
  time: string;
}

/** The programme's events that ask attendance, in time order; none on a site without a programme. */
export function seatingEventsOf(
  site: Site,
  locale: string,
  untitled: (number: number) => string,
): SeatingEvent[] {
  if (!site.usesSiteModules) return [];
  return scheduleEventsOf(site.siteModules)
    .map(({ event }) => event)
    .filter((event) => event.askAttendance)
    .map((event, index) => ({
      id: event.id,
      title: translateText(event.title, locale) || untitled(index + 1),
      day: event.startsAt.slice(0, 10),
      time: event.startsAt.slice(11, 16),
    }));
}

/** From this hour on an event is an evening's, when a seated dinner is held. */
const DINNER_FROM = '16:00';

/**
 * The event the seating screen opens on: the first that asks attendance and starts from 16:00 (the dinner,
 * rather than the ceremony before it or the party after it), else the last that asks attendance (the meal
 * follows what comes first in the day); none without such events, when the whole day's yes is seated.
 */
export function defaultSeatingEvent(events: readonly SeatingEvent[]): SeatingEvent | null {
  return events.find((event) => event.time >= DINNER_FROM) ?? events.at(-1) ?? null;
}
