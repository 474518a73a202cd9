import type { Site } from '@eventsite/core/schemas/site';
import { translateText } from '@eventsite/core/rules/translate-text';
import { scheduleEventsOf } from '@eventsite/core/rules/schedule-events';
import type { ScheduleEvent } from '@eventsite/core/schemas/site-modules';
import { scheduleWallClock } from '@eventsite/core/rules/schedule-event-when';
import type { IntlShape } from 'react-intl';

/** An event of the site's programme as the guest list names it: its title and when it is. */
export interface ProgrammeEvent {
  id: string;
  title: string;
  /** The day and time, e.g. 'Sat 13 June, 14:00–15:00'. */
  when: string;
}

function whenOf(intl: IntlShape, event: Pick<ScheduleEvent, 'startsAt' | 'endsAt'>): string {
  const start = scheduleWallClock(event.startsAt);
  const day = intl.formatDate(start, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const time = (date: Date) => intl.formatTime(date, { timeStyle: 'short', timeZone: 'UTC' });
  if (event.endsAt === null) return `${day}, ${time(start)}`;
  const end = scheduleWallClock(event.endsAt);
  const sameDay = event.endsAt.slice(0, 10) === event.startsAt.slice(0, 10);
  const endText = sameDay
    ? time(end)
    : `${intl.formatDate(end, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })}, ${time(end)}`;
  return `${day}, ${time(start)}–${endText}`;
}

/** The events of the site's programme in time order, named in the interface's language; none on a legacy site. */
export function programmeEvents(site: Site, intl: IntlShape): ProgrammeEvent[] {
  if (!site.usesSiteModules) return [];
  return scheduleEventsOf(site.siteModules).map(({ event }, index) => ({
    id: event.id,
    title:
      translateText(event.title, intl.locale) ||
      intl.formatMessage({ id: 'guestList.events.untitled' }, { number: index + 1 }),
    when: whenOf(intl, event),
  }));
}

/** The programme's events a household is invited to, in time order; null when it is invited to all. */
export function invitedEvents(
  events: readonly ProgrammeEvent[],
  invited: readonly string[] | null,
): ProgrammeEvent[] | null {
  return invited === null ? null : events.filter((event) => invited.includes(event.id));
}
