import type { EventCounts, HouseholdAnswerStatus } from '../schemas/household';
import type { EventAttendance } from '../schemas/rsvp';
import type { ScheduleEvent, ScheduleModule, SiteModule } from '../schemas/site-modules';
import { countHouseholds } from './household-answer-status';

/** An event of the programme with the Schedule module that holds it. */
export interface PlacedScheduleEvent {
  moduleId: string;
  event: ScheduleEvent;
}

/** Who is asking: a household of the guest list (`events` null = invited to all), or null for anyone else. */
export interface EventInvitation {
  events: readonly string[] | null;
}

/** Events in time order: by start, then by end (an open end last), then as the owner listed them. */
export function sortScheduleEvents<T extends Pick<ScheduleEvent, 'startsAt' | 'endsAt'>>(
  events: readonly T[],
): T[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        a.event.startsAt.localeCompare(b.event.startsAt) ||
        (a.event.endsAt ?? '\uffff').localeCompare(b.event.endsAt ?? '\uffff') ||
        a.index - b.index,
    )
    .map(({ event }) => event);
}

/** Every event of the site's shown Schedule modules, in time order (issue 34). */
export function scheduleEventsOf(modules: readonly SiteModule[]): PlacedScheduleEvent[] {
  const placed = modules.flatMap((module) =>
    module.siteModuleType === 'Schedule' && !module.hide
      ? module.events.map((event) => ({ moduleId: module.id, event }))
      : [],
  );
  const order = sortScheduleEvents(placed.map(({ event }) => event));
  return order.map((event) => placed.find((item) => item.event === event) as PlacedScheduleEvent);
}

/** Whether the household is invited to the event: to all events when its list is null. */
export function isInvitedTo(invitation: EventInvitation, eventId: string): boolean {
  return invitation.events === null || invitation.events.includes(eventId);
}

/**
 * The events a visitor sees (issue 34 item 3): the open ones, and through a household's personal link also
 * those it is invited to. Without a link (`invitation` null) only the open ones.
 */
export function visibleScheduleEvents<T extends Pick<ScheduleEvent, 'id' | 'openToAll'>>(
  events: readonly T[],
  invitation: EventInvitation | null,
): T[] {
  return events.filter(
    (event) => event.openToAll || (invitation !== null && isInvitedTo(invitation, event.id)),
  );
}

/**
 * The events whose "coming / not coming" the RSVP asks (issue 34 item 4): those marked to ask that the
 * household is invited to; for an answer without a household (anonymous RSVP), the open ones.
 */
export function attendanceScheduleEvents<T extends Pick<ScheduleEvent, 'id' | 'openToAll' | 'askAttendance'>>(
  events: readonly T[],
  invitation: EventInvitation | null,
): T[] {
  return events.filter(
    (event) =>
      event.askAttendance && (invitation === null ? event.openToAll : isInvitedTo(invitation, event.id)),
  );
}

/** The first event of an answer that the guest may not answer for (not asked of them), or null. */
export function refusedAttendance(
  attendance: readonly EventAttendance[],
  askedEventIds: readonly string[],
): string | null {
  return attendance.find((entry) => !askedEventIds.includes(entry.eventId))?.eventId ?? null;
}

/** A Schedule module as the shared page may hold it: its by-invitation events left out (issue 34 item 3). */
export function withOpenEventsOnly(module: ScheduleModule): ScheduleModule {
  return { ...module, events: module.events.filter((event) => event.openToAll) };
}

/** One household as the per-event counts read it: its invitation, members and its guests' answers. */
export interface HouseholdForEvents extends EventInvitation {
  members: readonly string[];
  /** Its whole answer's status (`householdAnswerStatus`), for events that do not ask per person. */
  answerStatus: HouseholdAnswerStatus;
  /** One entry per guest who answered. */
  answers: readonly { attendance: readonly EventAttendance[] }[];
}

/**
 * A household's answer for one event: for an event that asks, yes when any of its guests comes, no when
 * they answered for it and nobody comes, otherwise not answered; for an event that does not ask, the
 * household's whole answer.
 */
export function householdEventStatus(
  household: HouseholdForEvents,
  event: Pick<ScheduleEvent, 'id' | 'askAttendance'>,
): HouseholdAnswerStatus {
  if (!event.askAttendance) return household.answerStatus;
  const entries = household.answers.flatMap((answer) =>
    answer.attendance.filter((entry) => entry.eventId === event.id),
  );
  if (entries.length === 0) return 'notAnswered';
  return entries.some((entry) => entry.attending) ? 'yes' : 'no';
}

/** People of one household by their answer for the event, in the shape of the counts. */
function peopleOf(household: HouseholdForEvents, event: Pick<ScheduleEvent, 'id' | 'askAttendance'>) {
  const status = householdEventStatus(household, event);
  if (status === 'notAnswered') return { yes: 0, no: 0, notAnswered: household.members.length };
  if (!event.askAttendance) {
    const guests = household.answers.length;
    return status === 'yes' ? { yes: guests, no: 0, notAnswered: 0 } : { yes: 0, no: guests, notAnswered: 0 };
  }
  const entries = household.answers.flatMap((answer) =>
    answer.attendance.filter((entry) => entry.eventId === event.id),
  );
  const yes = entries.filter((entry) => entry.attending).length;
  return { yes, no: entries.length - yes, notAnswered: 0 };
}

/**
 * The guest list's counts per event (issue 34 item 2): the households invited to it by their answer for it,
 * and the same in people; invited people are the members not answered plus the guests who answered.
 */
export function countScheduleEvents(
  events: readonly Pick<ScheduleEvent, 'id' | 'askAttendance'>[],
  households: readonly HouseholdForEvents[],
): EventCounts[] {
  return events.map((event) => {
    const invited = households.filter((household) => isInvitedTo(household, event.id));
    const people = invited.map((household) => peopleOf(household, event));
    const sum = (key: 'yes' | 'no' | 'notAnswered') => people.reduce((total, item) => total + item[key], 0);
    const yes = sum('yes');
    const no = sum('no');
    const notAnswered = sum('notAnswered');
    return {
      eventId: event.id,
      households: countHouseholds(invited.map((household) => householdEventStatus(household, event))),
      people: { invited: yes + no + notAnswered, yes, no, notAnswered },
    };
  });
}

/**
 * Whether a household is still to be reminded (issue 34 item 5): it has not answered at all, or not for
 * at least one event it is invited to that asks.
 */
export function hasUnansweredEvents(
  events: readonly Pick<ScheduleEvent, 'id' | 'askAttendance'>[],
  household: HouseholdForEvents,
): boolean {
  if (household.answerStatus === 'notAnswered') return true;
  return events.some(
    (event) =>
      event.askAttendance &&
      isInvitedTo(household, event.id) &&
      householdEventStatus(household, event) === 'notAnswered',
  );
}

/** Whether one guest's answer says they come to the event (the caterer's and the answers' filter). */
export function attendsEvent(answer: { attendance: readonly EventAttendance[] }, eventId: string): boolean {
  return answer.attendance.some((entry) => entry.eventId === eventId && entry.attending);
}

/** A programme's events with a personal link's by-invitation events of it added, in time order. */
export function eventsWithInvited(
  module: ScheduleModule,
  invited: readonly PlacedScheduleEvent[],
): ScheduleEvent[] {
  const added = invited
    .filter(
      (entry) => entry.moduleId === module.id && !module.events.some((event) => event.id === entry.event.id),
    )
    .map((entry) => entry.event);
  return sortScheduleEvents([...module.events, ...added]);
}

/**
 * The page's modules with a personal link's by-invitation events put into their programmes (issue 34
 * item 3): the shared page holds only the open ones, so a programme of invited events only shows (and gets
 * its menu entry) once the household is read.
 */
export function withInvitedEvents(
  modules: readonly SiteModule[],
  invited: readonly PlacedScheduleEvent[],
): SiteModule[] {
  if (invited.length === 0) return [...modules];
  return modules.map((module) =>
    module.siteModuleType === 'Schedule' ? { ...module, events: eventsWithInvited(module, invited) } : module,
  );
}
