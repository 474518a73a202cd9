import { MARKET_TIME_ZONES, type Market } from '../constants/platform';
import type { SiteV2 } from '../schemas/site';
import type { ScheduleEvent } from '../schemas/site-modules';
import { countdownTargetTime } from './countdown';
import { richTextToPlainText } from './rich-text-plain-text';
import { translateRichText } from './translate-rich-text';
import { translateText } from './translate-text';

/**
 * How long a programme's event without an end lasts in a calendar (issue 34): two hours, about a ceremony
 * with its congratulations or a dinner's first half; the guest's calendar then blocks the time it starts.
 */
export const SCHEDULE_EVENT_DEFAULT_MINUTES = 120;

/**
 * How long the site's own event lasts in a calendar (issue 39 item 15): its date gives a start only, and a
 * wedding or party from its start into the evening is about six hours.
 */
export const SITE_EVENT_DEFAULT_MINUTES = 360;

const MINUTE = 60_000;

/** The event a guest adds to their calendar (issue 21, item 6; issue 34). */
export interface CalendarEvent {
  /** Stable per site and event, so importing it again updates the event instead of adding a second. */
  uid: string;
  title: string;
  /** The start as an instant, ms since the epoch. */
  start: number;
  /** The end as an instant, always after the start. */
  end: number;
  /** The place and its address; '' when none is known. */
  location: string;
  /** Plain text, lines split by '\n'; '' when there is nothing to say. */
  description: string;
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

/** One VEVENT's content lines; `stamp` is its DTSTAMP. */
function eventLines(event: CalendarEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(stamp.getTime())}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeCalendarText(event.title)}`,
    ...(event.location === '' ? [] : [`LOCATION:${escapeCalendarText(event.location)}`]),
    ...(event.description === '' ? [] : [`DESCRIPTION:${escapeCalendarText(event.description)}`]),
    ...(event.url === null ? [] : [`URL:${event.url}`]),
    'END:VEVENT',
  ];
}

/**
 * The whole iCalendar object of one or more events, lines folded and ending in CRLF (RFC 5545); `stamp` is
 * their DTSTAMP. A calendar holds at least one event, so the caller answers "not found" for none.
 */
export function buildEventCalendar(
  events: readonly [CalendarEvent, ...CalendarEvent[]],
  stamp: Date,
  productId: string,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldCalendarLine).join('\r\n') + '\r\n';
}

/** A place and its address on one line, either left out when empty ('Masthuggskyrkan, Storgatan 1'). */
function placeWithAddress(place: string, address: string): string {
  return [place.trim(), address.trim()].filter((part) => part !== '').join(', ');
}

/** "Dress code" in the guest's language; English for a language without its own. */
const DRESS_CODE_LABEL: Readonly<Record<string, string>> = {
  sv: 'Klädsel',
  en: 'Dress code',
  da: 'Påklædning',
  no: 'Antrekk',
  fi: 'Pukeutuminen',
};

/** Where a programme's events' calendar entries come from: the site, the guest's language and the clock. */
export interface ScheduleCalendarOptions {
  language: string;
  market: Market;
  /** The site's address, each entry's URL. */
  url: string | null;
  siteId: string;
  /** The host part of each UID, the platform's domain. */
  domain: string;
  /** The title of an event the owner left untitled: the site's. */
  fallbackTitle: string;
}

/**
 * A programme's event as a calendar entry (issue 34 item 3), read in the guest's language: its start on the
 * market's clock, its end (else `SCHEDULE_EVENT_DEFAULT_MINUTES` later), its place with its address, its
 * text and dress code as the description; its UID from the site's and the event's ids. Null when its start
 * is not a time.
 */
export function calendarEventOfSchedule(
  event: ScheduleEvent,
  options: ScheduleCalendarOptions,
): CalendarEvent | null {
  const timeZone = MARKET_TIME_ZONES[options.market];
  const start = countdownTargetTime(event.startsAt, timeZone);
  if (start === null) return null;
  const givenEnd = event.endsAt === null ? null : countdownTargetTime(event.endsAt, timeZone);
  const end =
    givenEnd !== null && givenEnd > start ? givenEnd : start + SCHEDULE_EVENT_DEFAULT_MINUTES * MINUTE;
  const dressCode = translateText(event.dressCode, options.language).trim();
  const dressCodeLabel = DRESS_CODE_LABEL[options.language] ?? DRESS_CODE_LABEL.en;
  const description = [
    richTextToPlainText(translateRichText(event.text, options.language)),
    dressCode === '' ? '' : `${dressCodeLabel}: ${dressCode}`,
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  return {
    uid: `${options.siteId}.${event.id}@${options.domain}`,
    title: translateText(event.title, options.language).trim() || options.fallbackTitle,
    start,
    end,
    location: placeWithAddress(translateText(event.place, options.language), event.address),
    description,
    url: options.url,
  };
}

/** The title of the site's first shown header in `language`; '' when it has none. */
export function siteHeaderTitle(site: SiteV2, language: string): string {
  const header = site.siteModules.find((module) => !module.hide && module.siteModuleType === 'Header');
  return header ? translateText(header.title, language).trim() : '';
}

/**
 * The event of a site, read in `language`: the time from its first countdown module, else the date the
 * owner gave the wizard (which the header's second line shows), on the market's clock, lasting
 * `SITE_EVENT_DEFAULT_MINUTES`; the place from its first location module (the map's place, else its second
 * title); the header's title, else `fallbackTitle`; the header's second line and the site's address as its
 * description. Null when the site has no date.
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
  const secondLine = header ? translateText(header.secondLine, options.language).trim() : '';
  return {
    uid: options.uid,
    title: siteHeaderTitle(site, options.language) || options.fallbackTitle,
    start,
    end: start + SITE_EVENT_DEFAULT_MINUTES * MINUTE,
    location: place.trim(),
    description: [secondLine, options.url ?? ''].filter((part) => part !== '').join('\n'),
    url: options.url,
  };
}
