import { MARKET_TIME_ZONES, type Market } from '../constants/platform';
import type { SiteV2 } from '../schemas/site';
import { countdownTargetTime } from './countdown';
import { translateText } from './translate-text';

/** The event a guest adds to their calendar (issue 21, item 6). */
export interface CalendarEvent {
  /** Stable per site and host, so importing it again updates the event instead of adding a second. */
  uid: string;
  title: string;
  /** The start as an instant, ms since the epoch. */
  start: number;
  /** '' when the site names no place. */
  location: string;
  /** The site's address; null when it has none. */
  url: string | null;
}

const encoder = new TextEncoder();

/** A TEXT value with RFC 5545 §3.3.11's escapes: backslash, semicolon, comma and line breaks. */
export function escapeCalendarText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded as RFC 5545 §3.1 asks: no line longer than 75 octets of UTF-8, each continuation
 * starting with one space (which counts toward its 75), never splitting a character.
 */
export function foldCalendarLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** An instant as a UTC DATE-TIME, e.g. 20310614T130000Z. */
function utcDateTime(time: number): string {
  return new Date(time)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The whole iCalendar object of one event, lines ending in CRLF (RFC 5545); `stamp` is its DTSTAMP. */
export function buildEventCalendar(event: CalendarEvent, stamp: Date, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(stamp.getTime())}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `SUMMARY:${escapeCalendarText(event.title)}`,
    ...(event.location === '' ? [] : [`LOCATION:${escapeCalendarText(event.location)}`]),
    ...(event.url === null ? [] : [`URL:${event.url}`]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldCalendarLine).join('\r\n') + '\r\n';
}

/**
 * The event of a site, read in `language`: the time from its first countdown module, else the date the
 * owner gave the wizard (which the header's second line shows), on the market's clock; the place from its
 * first location module (the map's place, else its second title); the header's title, else `fallbackTitle`.
 * Null when the site has no date.
 */
export function calendarEventOfSite(
  site: SiteV2,
  options: { language: string; market: Market; url: string | null; uid: string; fallbackTitle: string },
): CalendarEvent | null {
  const modules = site.siteModules.filter((module) => !module.hide);
  const countdown = modules.find((module) => module.siteModuleType === 'Countdown');
  const wizardDate = site.wizardData?.dateNotDecided ? null : site.wizardData?.dateStart;
  const dateText = countdown?.countdownDate ?? wizardDate ?? null;
  const start = dateText === null ? null : countdownTargetTime(dateText, MARKET_TIME_ZONES[options.market]);
  if (start === null) return null;
  const header = modules.find((module) => module.siteModuleType === 'Header');
  const location = modules.find((module) => module.siteModuleType === 'Location');
  const place =
    location?.map?.location || (location ? translateText(location.secondTitle, options.language) : '');
  return {
    uid: options.uid,
    title: (header && translateText(header.title, options.language).trim()) || options.fallbackTitle,
    start,
    location: place.trim(),
    url: options.url,
  };
}
