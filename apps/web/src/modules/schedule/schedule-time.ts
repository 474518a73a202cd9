import type { Market } from '@eventsite/core/constants/platform';
import { dateLocale } from '@eventsite/core/rules/rsvp-deadline';

/*
 * An event's times are wall-clock strings ('YYYY-MM-DDTHH:mm' on the market's clock), so they are written
 * as read, never converted: read as UTC and formatted in UTC, the server and every guest's browser write
 * the same words whatever their own time zone.
 */

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

function asUtc(localTime: string): Date {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = localTime.split(/[-T:]/).map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** The day of a local time, e.g. 'Lördag 13 juni' (sv), 'Saturday 13 June' (en), 'Lørdag den 13. juni' (da). */
export function formatEventDay(localTime: string, language: string, market: Market): string {
  const day = formatter(dateLocale(language, market), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(asUtc(localTime));
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/** The clock time of a local time as the language writes it: '15:00' (sv, en), '15.00' (da). */
export function formatEventTime(localTime: string, language: string, market: Market): string {
  return formatter(dateLocale(language, market), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(asUtc(localTime));
}

/** The day part, 'YYYY-MM-DD', that events are grouped by. */
export function eventDate(localTime: string): string {
  return localTime.slice(0, 10);
}
