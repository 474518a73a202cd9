import type { ScheduleEvent } from '../schemas/site-modules';
import type { RsvpAttendance } from './rsvp-answer-counts';
import type { RsvpAnswerTable, RsvpRow } from './rsvp-answer-table';
import { attendsEvent } from './schedule-events';

/**
 * The events the owner's answers can be read by (issue 34 item 5): the programme's events, in the order
 * given (time order, `scheduleEventsOf`), that ask "coming / not coming" or that a guest answered for before
 * the owner stopped asking. None for a site without a programme or for version-1 answers.
 */
export function answerEventsOf<T extends Pick<ScheduleEvent, 'id' | 'askAttendance'>>(
  events: readonly T[],
  table: RsvpAnswerTable,
): T[] {
  return events.filter(
    (event) =>
      event.askAttendance ||
      table.rows.some((row) => row.attendance.some((entry) => entry.eventId === event.id)),
  );
}

/**
 * The answers table of one event's coming guests (issue 34 item 5): the rows of those who answered yes for
 * it, each party numbered again among its guests still shown.
 */
export function answerTableForEvent(table: RsvpAnswerTable, eventId: string): RsvpAnswerTable {
  const coming = table.rows.filter((row) => attendsEvent(row, eventId));
  const sizes = new Map<string, number>();
  for (const row of coming) sizes.set(row.groupIdentifier, (sizes.get(row.groupIdentifier) ?? 0) + 1);
  const seen = new Map<string, number>();
  const rows = coming.map((row): RsvpRow => {
    const guestNumber = (seen.get(row.groupIdentifier) ?? 0) + 1;
    seen.set(row.groupIdentifier, guestNumber);
    return { ...row, groupSize: sizes.get(row.groupIdentifier) ?? 1, guestNumber };
  });
  return { ...table, rows };
}

/**
 * One event's numbers in the chart's shape (issue 34 item 5), among every guest who answered the RSVP:
 * coming (yes), not coming (no), and not answered for the event (other).
 */
export function countEventAttendance(table: RsvpAnswerTable, eventId: string): RsvpAttendance {
  const entries = table.rows.map((row) => row.attendance.find((entry) => entry.eventId === eventId));
  const yes = entries.filter((entry) => entry?.attending === true).length;
  const no = entries.filter((entry) => entry?.attending === false).length;
  const guests = table.rows.length;
  return { questionKey: null, yes, no, other: guests - yes - no, guests };
}
