import { SPEECH_DEADLINE_DAYS_BEFORE } from '../constants/speeches';
import { addDays } from './calendar-days';
import type { Speech2Module } from '../schemas/site-modules';

/**
 * The last day guests may sign up to speak (issue 36 item 1): the owner's date, else
 * `SPEECH_DEADLINE_DAYS_BEFORE` days before the site's date ('YYYY-MM-DDTHH:mm'); null when neither is known.
 */
export function speechDeadlineOf(
  module: Pick<Speech2Module, 'deadline'>,
  siteDate: string | null,
): string | null {
  if (module.deadline !== null) return module.deadline;
  if (siteDate === null) return null;
  return addDays(siteDate.slice(0, 10), -SPEECH_DEADLINE_DAYS_BEFORE);
}

/** Sign-ups are taken through the whole deadline day, on the market's calendar (`today` is 'YYYY-MM-DD' there). */
export function speechSignupsOpen(deadline: string | null, today: string): boolean {
  return deadline === null || today <= deadline;
}
