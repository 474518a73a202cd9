import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@eventsite/core';
import type { Database } from '../db/open-database';
import { guestListSettings, householdReminders } from '../db/schema';

export interface StoredReminderSettings extends ReminderSettings {
  /** The last scheduled reminder day whose run was made. */
  scheduledDayDone: string | null;
}

/** The reminder log (one row per household and day) and the guest list's reminder settings. */
export class HouseholdReminderRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): HouseholdReminderRepository {
    return new HouseholdReminderRepository(tx);
  }

  async settings(siteId: string): Promise<StoredReminderSettings> {
    const [row] = await this.db.select().from(guestListSettings).where(eq(guestListSettings.siteId, siteId));
    return row
      ? { daysBefore: row.reminderDaysBefore, scheduledDayDone: row.scheduledReminderDayDone }
      : { ...DEFAULT_REMINDER_SETTINGS, scheduledDayDone: null };
  }

  async saveSettings(siteId: string, settings: ReminderSettings): Promise<void> {
    await this.db
      .insert(guestListSettings)
      .values({ siteId, reminderDaysBefore: settings.daysBefore })
      .onConflictDoUpdate({
        target: guestListSettings.siteId,
        set: { reminderDaysBefore: settings.daysBefore },
      });
  }

  /** The sites whose owner scheduled reminders, for the housekeeping run. */
  async scheduledSites(): Promise<(StoredReminderSettings & { siteId: string })[]> {
    const rows = await this.db
      .select()
      .from(guestListSettings)
      .where(isNotNull(guestListSettings.reminderDaysBefore));
    return rows.map((row) => ({
      siteId: row.siteId,
      daysBefore: row.reminderDaysBefore,
      scheduledDayDone: row.scheduledReminderDayDone,
    }));
  }

  /**
   * Marks a scheduled day's run as made; false when it already was (by this or another process), so the
   * caller sends nothing. Run it in the transaction that sends the reminders, so a failed send leaves it undone.
   */
  async claimScheduledDay(siteId: string, day: string): Promise<boolean> {
    const claimed = await this.db
      .update(guestListSettings)
      .set({ scheduledReminderDayDone: day })
      .where(
        and(
          eq(guestListSettings.siteId, siteId),
          or(
            isNull(guestListSettings.scheduledReminderDayDone),
            ne(guestListSettings.scheduledReminderDayDone, day),
          ),
        ),
      )
      .returning({ siteId: guestListSettings.siteId });
    return claimed.length > 0;
  }

  /**
   * Logs a reminder for each household on `day` and answers the ids that had none that day yet: only those
   * may be mailed. Run it in the transaction that adds their mails to the outbox; a concurrent insert of
   * the same household and day waits for that one to commit and then conflicts.
   */
  async logReminders(
    siteId: string,
    householdIds: readonly string[],
    day: string,
    now: Date,
    scheduled: boolean,
  ): Promise<string[]> {
    if (householdIds.length === 0) return [];
    const inserted = await this.db
      .insert(householdReminders)
      .values(householdIds.map((householdId) => ({ householdId, day, siteId, sentAt: now, scheduled })))
      .onConflictDoNothing({ target: [householdReminders.householdId, householdReminders.day] })
      .returning({ householdId: householdReminders.householdId });
    return inserted.map((row) => row.householdId);
  }
}
