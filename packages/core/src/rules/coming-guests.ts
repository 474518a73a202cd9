import { countAttendance } from './rsvp-answer-counts';
import type { RsvpAnswerTable, RsvpRow } from './rsvp-answer-table';
import { attendsEvent } from './schedule-events';

/**
 * The guests who come, as the caterer and the seating plan count them: for the whole day every guest but
 * those who answered no to the attendance question (`countAttendance`); for one event of the programme
 * (issue 34 item 5), those who answered yes for it.
 */
export function comingRows(table: RsvpAnswerTable, eventId?: string): RsvpRow[] {
  if (eventId !== undefined) return table.rows.filter((row) => attendsEvent(row, eventId));
  const { questionKey } = countAttendance(table);
  return table.rows.filter((row) => questionKey === null || row.cells[questionKey]?.yesOrNo !== 'no');
}
