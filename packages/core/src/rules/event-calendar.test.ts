import { describe, expect, it } from 'vitest';
import { siteV2Schema, type SiteV2 } from '../schemas/site';
import { realisticSiteV2 } from '../schemas/site.fixture';
import { scheduleEventSchema, type ScheduleEventInput } from '../schemas/site-modules';
import {
  buildEventCalendar,
  calendarEventOfSchedule,
  calendarEventOfSite,
  escapeCalendarText,
  foldCalendarLine,
  SCHEDULE_EVENT_DEFAULT_MINUTES,
  SITE_EVENT_DEFAULT_MINUTES,
  type CalendarEvent,
} from './event-calendar';
import { icalendarEvents, icalendarProblems, icalendarText } from './icalendar.fixture';

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
    end: Date.UTC(2031, 5, 14, 19, 0),
    location: 'Masthuggskyrkan, Göteborg',
    description: '14 juni 2031\nhttps://anna-och-erik.example.se/',
    url: 'https://anna-och-erik.example.se/',
  };

  it('writes one event with UID, DTSTAMP, start and end in UTC, escaped place and text, lines ending in CRLF', () => {
    const body = buildEventCalendar([event], new Date('2030-01-15T12:00:00.5Z'), '-//Eventsite//SV');
    expect(body.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Eventsite//SV',
      'CALSCALE:GREGORIAN',
      'BEGIN:VEVENT',
      'UID:site-1@anna-och-erik.example.se',
      'DTSTAMP:20300115T120000Z',
      'DTSTART:20310614T130000Z',
      'DTEND:20310614T190000Z',
      'SUMMARY:Anna & Erik',
      'LOCATION:Masthuggskyrkan\\, Göteborg',
      'DESCRIPTION:14 juni 2031\\nhttps://anna-och-erik.example.se/',
      'URL:https://anna-och-erik.example.se/',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(body.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('leaves out a place, a description and an address the site lacks', () => {
    const body = buildEventCalendar(
      [{ ...event, location: '', description: '', url: null }],
      new Date(0),
      'x',
    );
    expect(body).not.toContain('LOCATION');
    expect(body).not.toContain('DESCRIPTION');
    expect(body).not.toContain('URL');
    expect(icalendarProblems(body)).toEqual([]);
  });

  it('holds several events, each whole, and long texts folded to valid lines', () => {
    const long = { ...event, uid: 'b@x', description: 'Middag på Ærø, tal & dans; '.repeat(12) };
    const body = buildEventCalendar([event, long], new Date(0), '-//Eventsite//SV');
    expect(icalendarProblems(body)).toEqual([]);
    const events = icalendarEvents(body);
    expect(events.map((item) => item.UID)).toEqual(['site-1@anna-och-erik.example.se', 'b@x']);
    expect(icalendarText(events[1]?.DESCRIPTION ?? '')).toBe(long.description);
  });
});

describe('icalendarProblems', () => {
  const valid = buildEventCalendar(
    [{ uid: 'u', title: 'T', start: 0, end: 60_000, location: '', description: '', url: null }],
    new Date(0),
    'x',
  );

  it('finds a calendar valid, and finds what a broken one lacks', () => {
    expect(icalendarProblems(valid)).toEqual([]);
    expect(icalendarProblems(valid.replace(/\r\n/g, '\n'))).toContain('holds a line break other than CRLF');
    expect(icalendarProblems(valid.replace('DTEND:19700101T000100Z', 'DTEND:19700101T000000Z'))).toContain(
      'event 1 does not end after it starts',
    );
    expect(icalendarProblems(valid.replace(/DTEND:.*\r\n/, ''))).toContain('event 1 needs one DTEND');
    expect(icalendarProblems(valid.replace('SUMMARY:T', `SUMMARY:${'a'.repeat(80)}`))).toContain(
      `line longer than 75 octets: SUMMARY:${'a'.repeat(80)}`,
    );
    expect(icalendarProblems(valid.replace('SUMMARY:T', 'SUMMARY:a,b'))).toContain(
      "event 1's SUMMARY is not escaped",
    );
  });
});

describe('calendarEventOfSchedule', () => {
  const options = {
    language: 'en',
    market: 'se' as const,
    url: 'https://anna-och-erik.example.se/',
    siteId: 'site-1',
    domain: 'example.se',
    fallbackTitle: 'Anna & Erik',
  };
  const scheduleEvent = (input: Partial<ScheduleEventInput> = {}) =>
    scheduleEventSchema.parse({
      id: 'dinner',
      title: { sv: 'Middag', en: 'Dinner' },
      startsAt: '2031-06-14T18:00',
      endsAt: '2031-06-14T23:30',
      place: { sv: 'Slottet', en: 'The castle' },
      address: 'Slottsvägen 1, Göteborg',
      dressCode: { sv: 'Mörk kostym', en: 'Black tie' },
      text: {
        en: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Buses at 17:30.' }] }],
        },
      },
      ...input,
    });

  it('reads the event in the guest’s language, its times on the market’s clock, place with address, text and dress code', () => {
    expect(calendarEventOfSchedule(scheduleEvent(), options)).toEqual({
      uid: 'site-1.dinner@example.se',
      title: 'Dinner',
      // 18:00 and 23:30 in Stockholm, summer time.
      start: Date.parse('2031-06-14T16:00:00Z'),
      end: Date.parse('2031-06-14T21:30:00Z'),
      location: 'The castle, Slottsvägen 1, Göteborg',
      description: 'Buses at 17:30.\n\nDress code: Black tie',
      url: 'https://anna-och-erik.example.se/',
    });
    const swedish = calendarEventOfSchedule(scheduleEvent(), { ...options, language: 'sv' });
    expect(swedish?.title).toBe('Middag');
    // The text has no Swedish, so the English is read; the dress code's word is Swedish.
    expect(swedish?.description).toBe('Buses at 17:30.\n\nKlädsel: Mörk kostym');
    const danish = calendarEventOfSchedule(scheduleEvent({ dressCode: { da: 'Festtøj' } }), {
      ...options,
      language: 'da',
    });
    expect(danish?.description).toBe('Buses at 17:30.\n\nPåklædning: Festtøj');
  });

  it(`lasts ${SCHEDULE_EVENT_DEFAULT_MINUTES} minutes when it has no end, or one not after its start`, () => {
    const start = Date.parse('2031-06-14T16:00:00Z');
    expect(SCHEDULE_EVENT_DEFAULT_MINUTES).toBe(120);
    expect(calendarEventOfSchedule(scheduleEvent({ endsAt: null }), options)?.end).toBe(
      start + 2 * 3_600_000,
    );
    expect(calendarEventOfSchedule(scheduleEvent({ endsAt: '2031-06-14T18:00' }), options)?.end).toBe(
      start + 2 * 3_600_000,
    );
  });

  it('takes the site’s title for an untitled event and leaves out what the owner left empty', () => {
    const bare = calendarEventOfSchedule(
      scheduleEvent({ title: {}, place: {}, address: '', dressCode: {}, text: {} }),
      options,
    );
    expect(bare).toMatchObject({ title: 'Anna & Erik', location: '', description: '' });
    const onlyAddress = calendarEventOfSchedule(scheduleEvent({ place: {} }), options);
    expect(onlyAddress?.location).toBe('Slottsvägen 1, Göteborg');
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
      end: Date.parse('2025-06-14T19:00:00Z'),
      location: 'Masthuggskyrkan, Göteborg',
      description: 'June 14, 2025',
      url: null,
    });
    expect(SITE_EVENT_DEFAULT_MINUTES).toBe(360);
    expect(
      calendarEventOfSite(site(), { ...options, language: 'sv', url: 'https://a.example.se/' }),
    ).toMatchObject({
      description: '14 juni 2025\nhttps://a.example.se/',
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
