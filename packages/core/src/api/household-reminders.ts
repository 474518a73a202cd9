import { z } from 'zod';
import { entityIdSchema } from '../schemas/common';
import { MAX_HOUSEHOLDS } from '../schemas/household';
import {
  REMINDER_BLOCKS,
  REMINDER_SKIP_REASONS,
  reminderSettingsSchema,
} from '../schemas/household-reminder';

const daySchema = z.iso.date();

/**
 * `GET /api/sites/{siteId}/households/reminders`: who a reminder would reach now and who is skipped, the
 * answer-by day it names and the owner's schedule (issue 21, item 4).
 */
export const reminderOverviewSchema = z.object({
  settings: reminderSettingsSchema,
  /** Why nobody can be reminded now, or null. */
  blocked: z.enum(REMINDER_BLOCKS).nullable(),
  /** The answer-by day the mail names, or null when there is none still ahead. */
  answerBy: daySchema.nullable(),
  /** The day the scheduled reminder goes out, or null when none is scheduled. */
  scheduledDay: daySchema.nullable(),
  /** The scheduled day's reminder has been sent. */
  scheduledDone: z.boolean(),
  recipients: z.array(entityIdSchema),
  skipped: z.array(z.object({ householdId: entityIdSchema, reason: z.enum(REMINDER_SKIP_REASONS) })),
});
export type ReminderOverview = z.infer<typeof reminderOverviewSchema>;

/** `PUT /api/sites/{siteId}/households/reminders/settings`; answers the overview. */
export const reminderSettingsRequestSchema = reminderSettingsSchema;

/**
 * `POST /api/sites/{siteId}/households/reminders`: the households the owner confirmed. Only those that still
 * need a reminder get one, so a household added or an answer come in after the dialog opened is not mailed.
 */
export const sendRemindersRequestSchema = z.object({
  householdIds: z.array(entityIdSchema).min(1).max(MAX_HOUSEHOLDS),
});
export type SendRemindersRequest = z.infer<typeof sendRemindersRequestSchema>;

export const sendRemindersResponseSchema = z.object({
  /** Reminders put in the outbox now. */
  sent: z.number().int().min(0),
  /** Confirmed households that got none: answered, reminded today or changed since the dialog opened. */
  notSent: z.number().int().min(0),
});
export type SendRemindersResponse = z.infer<typeof sendRemindersResponseSchema>;
