import { SPEECH_DEADLINE_DAYS_BEFORE } from '../constants/speeches';
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
  // Date arithmetic of its own, not the reminders' `addDays`: that module's schemas (zod) would join the
  // guest's sign-up chunk, which reads this rule.
  const [year = 0, month = 1, day = 1] = siteDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - SPEECH_DEADLINE_DAYS_BEFORE)).toISOString().slice(0, 10);
}

/** Sign-ups are taken through the whole deadline day, on the market's calendar (`today` is 'YYYY-MM-DD' there). */
export function speechSignupsOpen(deadline: string | null, today: string): boolean {
  return deadline === null || today <= deadline;
}
