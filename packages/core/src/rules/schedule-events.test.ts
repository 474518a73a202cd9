import { describe, expect, it } from 'vitest';
import { toPublicSite } from '../schemas/public-site';
import { siteSchema, type SiteV2 } from '../schemas/site';
import { scheduleEventSchema, type ScheduleEvent } from '../schemas/site-modules';
import {
  attendanceScheduleEvents,
  attendsEvent,
  countScheduleEvents,
  hasUnansweredEvents,
  householdEventStatus,
  refusedAttendance,
  scheduleEventsOf,
  sortScheduleEvents,
  visibleScheduleEvents,
  type HouseholdForEvents,
} from './schedule-events';
import { realisticSiteV2 } from '../schemas/site.fixture';

function event(id: string, startsAt: string, extra: Partial<ScheduleEvent> = {}): ScheduleEvent {
  return scheduleEventSchema.parse({ id, startsAt, title: { sv: id }, ...extra });
}

const ceremony = event('ceremony', '2031-06-14T14:00');
const dinner = event('dinner', '2031-06-14T17:00', { openToAll: false });
const party = event('party', '2031-06-14T21:00', { openToAll: false, askAttendance: false });
const brunch = event('brunch', '2031-06-15T11:00', { openToAll: false });
const events = [ceremony, dinner, party, brunch];

function household(overrides: Partial<HouseholdForEvents> = {}): HouseholdForEvents {
  return { events: null, members: ['Eva', 'Per'], answerStatus: 'notAnswered', answers: [], ...overrides };
}

describe('the programme in time order', () => {
  it('sorts by start, then end (an open end last), then as listed', () => {
    const a = event('a', '2031-06-14T17:00', { endsAt: '2031-06-14T19:00' });
    const b = event('b', '2031-06-14T17:00');
    const c = event('c', '2031-06-14T12:00');
    const d = event('d', '2031-06-14T17:00', { endsAt: '2031-06-14T18:00' });
    expect(sortScheduleEvents([a, b, c, d]).map((item) => item.id)).toEqual(['c', 'd', 'a', 'b']);
  });

  it('refuses an event that ends before it starts', () => {
    expect(
      scheduleEventSchema.safeParse({ id: 'x', startsAt: '2031-06-14T17:00', endsAt: '2031-06-14T16:00' })
        .success,
    ).toBe(false);
  });

  it('starts an event open to all and asking for attendance', () => {
    expect(event('x', '2031-06-14T17:00')).toMatchObject({
      openToAll: true,
      askAttendance: true,
      endsAt: null,
    });
  });
});

describe('which events a guest sees', () => {
  it('shows a visitor without a link only the open events', () => {
    expect(visibleScheduleEvents(events, null).map((item) => item.id)).toEqual(['ceremony']);
  });

  it('shows a household invited to all every event', () => {
    expect(visibleScheduleEvents(events, { events: null }).map((item) => item.id)).toEqual([
      'ceremony',
      'dinner',
      'party',
      'brunch',
    ]);
  });

  it('shows a ceremony-only household the open events and its own, nothing else', () => {
    expect(visibleScheduleEvents(events, { events: ['ceremony'] }).map((item) => item.id)).toEqual([
      'ceremony',
    ]);
    expect(visibleScheduleEvents(events, { events: ['brunch'] }).map((item) => item.id)).toEqual([
      'ceremony',
      'brunch',
    ]);
  });

  it('asks attendance for the invited events that ask, and an anonymous guest for the open ones', () => {
    expect(attendanceScheduleEvents(events, { events: null }).map((item) => item.id)).toEqual([
      'ceremony',
      'dinner',
      'brunch',
    ]);
    expect(attendanceScheduleEvents(events, { events: ['dinner'] }).map((item) => item.id)).toEqual([
      'dinner',
    ]);
    expect(attendanceScheduleEvents(events, null).map((item) => item.id)).toEqual(['ceremony']);
  });

  it('names the first answer for an event that was not asked', () => {
    expect(refusedAttendance([{ eventId: 'dinner', attending: true }], ['dinner'])).toBeNull();
    expect(
      refusedAttendance(
        [
          { eventId: 'ceremony', attending: true },
          { eventId: 'dinner', attending: true },
        ],
        ['ceremony'],
      ),
    ).toBe('dinner');
  });

  it('leaves the by-invitation events out of the public site', () => {
    const site = siteSchema.parse({
      ...realisticSiteV2(),
      siteModules: [{ id: 'programme', siteModuleType: 'Schedule', events }],
    }) as SiteV2;
    const publicSite = toPublicSite(site);
    expect(JSON.stringify(publicSite)).not.toContain('dinner');
    expect(JSON.stringify(publicSite)).toContain('ceremony');
    expect(scheduleEventsOf(site.siteModules).map((item) => item.event.id)).toEqual([
      'ceremony',
      'dinner',
      'party',
      'brunch',
    ]);
  });
});

describe('counts per event', () => {
  const answeredAll = household({
    members: ['Eva', 'Per'],
    answerStatus: 'yes',
    answers: [
      {
        attendance: [
          { eventId: 'ceremony', attending: true },
          { eventId: 'dinner', attending: true },
        ],
      },
      {
        attendance: [
          { eventId: 'ceremony', attending: true },
          { eventId: 'dinner', attending: false },
        ],
      },
    ],
  });
  const ceremonyOnlyNo = household({
    events: ['ceremony'],
    members: ['Ola'],
    answerStatus: 'no',
    answers: [{ attendance: [{ eventId: 'ceremony', attending: false }] }],
  });
  const silent = household({ members: ['A', 'B', 'C'] });

  it('counts households and people per event', () => {
    const [ceremonyCounts, dinnerCounts, partyCounts] = countScheduleEvents(
      [ceremony, dinner, party],
      [answeredAll, ceremonyOnlyNo, silent],
    );
    expect(ceremonyCounts).toEqual({
      eventId: 'ceremony',
      households: { invited: 3, yes: 1, no: 1, notAnswered: 1 },
      people: { invited: 6, yes: 2, no: 1, notAnswered: 3 },
    });
    expect(dinnerCounts).toEqual({
      eventId: 'dinner',
      households: { invited: 2, yes: 1, no: 0, notAnswered: 1 },
      people: { invited: 5, yes: 1, no: 1, notAnswered: 3 },
    });
    // The party asks nobody: a household's whole answer counts.
    expect(partyCounts?.households).toEqual({ invited: 2, yes: 1, no: 0, notAnswered: 1 });
  });

  it('reads a household that answered but not for an asked event as not answered for it', () => {
    const answeredCeremonyOnly = household({
      answerStatus: 'yes',
      answers: [{ attendance: [{ eventId: 'ceremony', attending: true }] }],
    });
    expect(householdEventStatus(answeredCeremonyOnly, dinner)).toBe('notAnswered');
    expect(hasUnansweredEvents(events, answeredCeremonyOnly)).toBe(true);
    expect(hasUnansweredEvents([ceremony], answeredCeremonyOnly)).toBe(false);
    expect(hasUnansweredEvents([ceremony], silent)).toBe(true);
  });

  it('tells whether a guest comes to an event', () => {
    expect(attendsEvent({ attendance: [{ eventId: 'dinner', attending: true }] }, 'dinner')).toBe(true);
    expect(attendsEvent({ attendance: [{ eventId: 'dinner', attending: false }] }, 'dinner')).toBe(false);
    expect(attendsEvent({ attendance: [] }, 'dinner')).toBe(false);
  });
});
