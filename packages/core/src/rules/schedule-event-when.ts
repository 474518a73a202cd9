import type { Market } from '../constants/platform';
import type { ScheduleEvent } from '../schemas/site-modules';
import { dateLocale } from './rsvp-deadline';

/** A local 'YYYY-MM-DDTHH:mm' as a Date whose UTC fields are that wall-clock time. */
function wallClock(local: string): Date {
  const [date = '', time = ''] = local.split('T');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/**
 * When an event of the programme is, as a guest reads it on the market's clock (issue 34): its day and start,
 * and its end time when it has one, e.g. 'lördag 12 juni 15:00–16:00' (sv), 'Saturday 12 June 15:00–16:00'
 * (en); an end on another day carries that day too.
 */
export function formatScheduleEventWhen(
  event: Pick<ScheduleEvent, 'startsAt' | 'endsAt'>,
  language: string,
  market: Market,
): string {
  const locale = dateLocale(language, market);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const start = wallClock(event.startsAt);
  const startText = `${day.format(start)} ${time.format(start)}`;
  if (event.endsAt === null) return startText;
  const end = wallClock(event.endsAt);
  const sameDay = event.endsAt.slice(0, 10) === event.startsAt.slice(0, 10);
  return sameDay
    ? `${startText}–${time.format(end)}`
    : `${startText} – ${day.format(end)} ${time.format(end)}`;
}
