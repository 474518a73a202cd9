import { defaultCountdownDate, formatDateTimeLocal } from '@eventsite/core/rules/countdown';
import { sortScheduleEvents } from '@eventsite/core/rules/schedule-events';
import { scheduleEventSchema, type ScheduleEvent } from '@eventsite/core/schemas/site-modules';

/** A wall-clock time an hour later, counted on the clock face so no time zone moves it. */
function anHourAfter(localTime: string): string {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = localTime.split(/[-T:]/).map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour + 1, minute)).toISOString().slice(0, 16);
}

/**
 * A new event of the programme, open to all and asking who comes: it starts when the last one ends (an
 * hour after it starts when it has no end), so the owner mostly only moves the hour; the first starts at
 * the countdown's default, six months ahead at 15:00.
 */
export function newScheduleEvent(id: string, events: readonly ScheduleEvent[], now: Date): ScheduleEvent {
  const last = sortScheduleEvents(events).at(-1);
  const startsAt = last
    ? (last.endsAt ?? anHourAfter(last.startsAt))
    : formatDateTimeLocal(defaultCountdownDate(now));
  return scheduleEventSchema.parse({ id, startsAt });
}
