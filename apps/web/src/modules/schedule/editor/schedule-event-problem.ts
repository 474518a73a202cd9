import { isValidCountdownDateInput } from '@eventsite/core/rules/countdown';
import type { ScheduleEvent } from '@eventsite/core/schemas/site-modules';

/** What keeps an event from being saved: no valid start, an end that is not a time, or one before the start. */
export type ScheduleEventProblem = 'start' | 'end' | 'endBeforeStart';

/** The problem of an event's times, or null when they can be saved (core `scheduleEventSchema`). */
export function scheduleEventProblem(
  event: Pick<ScheduleEvent, 'startsAt' | 'endsAt'>,
): ScheduleEventProblem | null {
  if (!isValidCountdownDateInput(event.startsAt)) return 'start';
  if (event.endsAt === null) return null;
  if (!isValidCountdownDateInput(event.endsAt)) return 'end';
  return event.endsAt < event.startsAt ? 'endBeforeStart' : null;
}
