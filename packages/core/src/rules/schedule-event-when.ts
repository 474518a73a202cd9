import type { Market } from '../constants/platform';
import type { ScheduleEvent } from '../schemas/site-modules';
import { dateLocale } from './rsvp-deadline';

/*
 * An event's times are wall-clock strings ('YYYY-MM-DDTHH:mm' on the market's clock), so they are written
 * as read, never converted: read as UTC and formatted in UTC, the server and every guest's browser write
 * the same words whatever their own time zone.
 */

/** A local 'YYYY-MM-DDTHH:mm' as a Date whose UTC fields are that wall-clock time. */
export function scheduleWallClock(local: string): Date {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = local.split(/[-T:]/).map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, found);
  }
  return found;
}

/** The day of a local time, e.g. 'Lördag 13 juni' (sv), 'Saturday 13 June' (en), 'Lørdag den 13. juni' (da). */
export function formatEventDay(localTime: string, language: string, market: Market): string {
  const day = formatter(dateLocale(language, market), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(scheduleWallClock(localTime));
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/** The clock time of a local time as the language writes it: '15:00' (sv, en), '15.00' (da). */
export function formatEventTime(localTime: string, language: string, market: Market): string {
  return formatter(dateLocale(language, market), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(scheduleWallClock(localTime));
}

/**
 * When an event of the programme is, as a guest reads it on the market's clock (issue 34): its day and start,
 * and its end time when it has one, e.g. 'Lördag 12 juni 15:00–16:00' (sv), 'Saturday 12 June 15:00–16:00'
 * (en); an end on another day carries that day too.
 */
export function formatScheduleEventWhen(
  event: Pick<ScheduleEvent, 'startsAt' | 'endsAt'>,
  language: string,
  market: Market,
): string {
  const startText = `${formatEventDay(event.startsAt, language, market)} ${formatEventTime(event.startsAt, language, market)}`;
  if (event.endsAt === null) return startText;
  const endTime = formatEventTime(event.endsAt, language, market);
  return event.endsAt.slice(0, 10) === event.startsAt.slice(0, 10)
    ? `${startText}–${endTime}`
    : `${startText} – ${formatEventDay(event.endsAt, language, market)} ${endTime}`;
}
