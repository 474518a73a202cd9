import { z } from 'zod';

/** The days before the answer-by day an owner can schedule the reminder for (issue 21, item 4). */
export const REMINDER_DAYS_BEFORE = { min: 1, max: 30 } as const;
/** The choices the guest list offers; the schema takes any whole number in `REMINDER_DAYS_BEFORE`. */
export const REMINDER_DAYS_BEFORE_CHOICES = [1, 2, 3, 5, 7, 10, 14] as const;
/** A scheduled reminder goes out from this hour of its day on the market clock, not at midnight. */
export const SCHEDULED_REMINDER_HOUR = 9;

/** Why a household gets no reminder now, in the order they are checked. */
export const REMINDER_SKIP_REASONS = ['answered', 'noMail', 'remindedToday'] as const;
export type ReminderSkipReason = (typeof REMINDER_SKIP_REASONS)[number];

/** Why no household can be reminded at all. */
export const REMINDER_BLOCKS = ['noAddress', 'noRsvp', 'rsvpClosed'] as const;
export type ReminderBlock = (typeof REMINDER_BLOCKS)[number];

/** The owner's reminder settings, kept with the guest list (not in the site document, so restores keep them). */
export const reminderSettingsSchema = z.object({
  /** Send a reminder this many days before the answer-by day; null: only when the owner presses send. */
  daysBefore: z.number().int().min(REMINDER_DAYS_BEFORE.min).max(REMINDER_DAYS_BEFORE.max).nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { daysBefore: null };
