import { describe, expect, it } from 'vitest';
import { siteV2Schema, type SiteV2 } from '../schemas/site';
import { realisticSiteV2 } from '../schemas/site.fixture';
import {
  buildEventCalendar,
  calendarEventOfSite,
  escapeCalendarText,
  foldCalendarLine,
  type CalendarEvent,
} from './event-calendar';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('escapeCalendarText', () => {
  it('escapes backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11)', () => {
    expect(escapeCalendarText('Kyrkan, Göteborg; sal\\2\nkl 15')).toBe(
      'Kyrkan\\, Göteborg\\; sal\\\\2\\nkl 15',
    );
  });
});

describe('foldCalendarLine', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(foldCalendarLine(line)).toBe(line);
  });

  it('folds longer lines into pieces of at most 75 octets, continuations starting with a space', () => {
    const line = `LOCATION:${'ö'.repeat(80)}`;
    const folded = foldCalendarLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(' ')).toBe(true);
    // Unfolding (dropping CRLF and one space) gives the line back, no character split.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildEventCalendar', () => {
  const event: CalendarEvent = {
    uid: 'site-1@anna-och-erik.example.se',
    title: 'Anna & Erik',
    start: Date.UTC(2031, 5, 14, 13, 0),
    location: 'Masthuggskyrkan, Göteborg',
    url: 'https://anna-och-erik.example.se/',
  };

  it('writes one event with UID, DTSTAMP, start in UTC, escaped place and URL, every line ending in CRLF', () => {
    const body = buildEventCalendar(event, new Date('2030-01-15T12:00:00.5Z'), '-//Eventsite//SV');
    expect(body.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Eventsite//SV',
      'CALSCALE:GREGORIAN',
      'BEGIN:VEVENT',
      'UID:site-1@anna-och-erik.example.se',
      'DTSTAMP:20300115T120000Z',
      'DTSTART:20310614T130000Z',
      'SUMMARY:Anna & Erik',
      'LOCATION:Masthuggskyrkan\\, Göteborg',
      'URL:https://anna-och-erik.example.se/',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(body.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('leaves out a place and an address the site lacks', () => {
    const body = buildEventCalendar({ ...event, location: '', url: null }, new Date(0), 'x');
    expect(body).not.toContain('LOCATION');
    expect(body).not.toContain('URL');
  });
});

describe('calendarEventOfSite', () => {
  const options = { language: 'en', market: 'se' as const, url: null, uid: 'u', fallbackTitle: 'Eventsite' };
  const site = (): SiteV2 => siteV2Schema.parse(realisticSiteV2());

  it('takes the countdown’s time on the market’s clock, the map’s place and the header’s title', () => {
    expect(calendarEventOfSite(site(), options)).toEqual({
      uid: 'u',
      title: 'Anna & Erik',
      start: Date.parse('2025-06-14T13:00:00Z'),
      location: 'Masthuggskyrkan, Göteborg',
      url: null,
    });
    expect(calendarEventOfSite(site(), { ...options, market: 'dk' })?.start).toBe(
      Date.parse('2025-06-14T13:00:00Z'),
    );
  });

  it('falls back to the wizard’s date without a countdown, and gives null without any date', () => {
    const withoutCountdown = site();
    withoutCountdown.siteModules = withoutCountdown.siteModules.filter(
      (m) => m.siteModuleType !== 'Countdown',
    );
    withoutCountdown.wizardData = null;
    expect(calendarEventOfSite(withoutCountdown, options)).toBeNull();
    withoutCountdown.wizardData = {
      ...(site().wizardData ?? {}),
      dateStart: '2031-01-10T14:30',
    } as SiteV2['wizardData'];
    expect(calendarEventOfSite(withoutCountdown, options)?.start).toBe(Date.parse('2031-01-10T13:30:00Z'));
  });
});
