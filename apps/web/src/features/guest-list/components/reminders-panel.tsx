import type { ReminderOverview } from '@eventsite/core/api/household-reminders';
import { reminderMailLanguage } from '@eventsite/core/rules/household-reminders';
import { languageNameInText } from '@eventsite/core/rules/language-names';
import type { Household } from '@eventsite/core/schemas/household';
import {
  REMINDER_DAYS_BEFORE_CHOICES,
  REMINDER_SKIP_REASONS,
  type ReminderSkipReason,
} from '@eventsite/core/schemas/household-reminder';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useReminderOverview, useSaveReminderSettings, useSendReminders } from '../api/reminders';
import styles from './guest-list-page.module.css';

/** A YYYY-MM-DD day as the owner reads it ('1 februari 2030'), the same wherever the browser is. */
function useDayText() {
  const intl = useIntl();
  return (day: string) => intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}

function skippedCounts(overview: ReminderOverview): [ReminderSkipReason, number][] {
  return REMINDER_SKIP_REASONS.map((reason): [ReminderSkipReason, number] => [
    reason,
    overview.skipped.filter((entry) => entry.reason === reason).length,
  ]).filter(([, count]) => count > 0);
}

function SkippedList({ overview }: { overview: ReminderOverview }) {
  const intl = useIntl();
  const counts = skippedCounts(overview);
  if (counts.length === 0) return null;
  return (
    <ul
      className={styles.skipped}
      aria-label={intl.formatMessage({ id: 'guestList.reminders.skippedLabel' })}
    >
      {counts.map(([reason, count]) => (
        <li key={reason}>{intl.formatMessage({ id: `guestList.reminders.skipped.${reason}` }, { count })}</li>
      ))}
    </ul>
  );
}

/**
 * The recipients whose language the reminder has no text in, by language (issue 39 item 5): which language
 * they get it in instead, so the owner can write to them in their own.
 */
function OtherLanguages({
  overview,
  households,
}: {
  overview: ReminderOverview;
  households: readonly Pick<Household, '_id' | 'name' | 'language'>[];
}) {
  const intl = useIntl();
  const recipients = households.filter(
    (household) =>
      overview.recipients.includes(household._id) &&
      reminderMailLanguage(household.language) !== household.language,
  );
  const languages = [...new Set(recipients.map((household) => household.language))];
  if (languages.length === 0) return null;
  return (
    <ul className={styles.otherLanguages} data-testid="reminder-languages">
      {languages.map((language) => (
        <li key={language}>
          {intl.formatMessage(
            { id: 'guestList.reminders.otherLanguage' },
            {
              language: languageNameInText(intl.locale, language),
              mailLanguage: languageNameInText(intl.locale, reminderMailLanguage(language)),
              names: intl.formatList(
                recipients.filter((household) => household.language === language).map(({ name }) => name),
                { type: 'conjunction' },
              ),
            },
          )}
        </li>
      ))}
    </ul>
  );
}

/** How the schedule reads: when the next one goes, that it went, or why none can be scheduled. */
function scheduleHint(
  overview: ReminderOverview,
  dayText: (day: string) => string,
): {
  id:
    | 'guestList.reminders.schedule.noAnswerBy'
    | 'guestList.reminders.schedule.done'
    | 'guestList.reminders.schedule.next';
  values?: Record<string, string>;
} | null {
  if (overview.settings.daysBefore === null) return null;
  if (overview.answerBy === null) return { id: 'guestList.reminders.schedule.noAnswerBy' };
  if (overview.scheduledDay === null) return null;
  return {
    id: overview.scheduledDone ? 'guestList.reminders.schedule.done' : 'guestList.reminders.schedule.next',
    values: { date: dayText(overview.scheduledDay) },
  };
}

/**
 * Reminders to answer (issue 21, item 4): how many households get one now and who is skipped, a send that
 * asks first and says what it did, and the choice to send one automatically before the answer-by day.
 */
export function RemindersPanel({
  siteId,
  households,
}: {
  siteId: string;
  /** The guest list, to name the recipients whose language the reminder has no text in. */
  households: readonly Pick<Household, '_id' | 'name' | 'language'>[];
}) {
  const intl = useIntl();
  const showError = useErrorDialog();
  const dayText = useDayText();
  const overview = useReminderOverview(siteId);
  const save = useSaveReminderSettings(siteId);
  const send = useSendReminders(siteId);
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [result, setResult] = useState<{ sent: number; notSent: number } | null>(null);

  if (!overview.data) return null;
  const data = overview.data;
  const count = data.recipients.length;
  const hint = scheduleHint(data, dayText);

  return (
    <section className={styles.reminders} aria-labelledby="reminders-title">
      <div className={styles.remindersMain}>
        <h2 id="reminders-title" className={styles.remindersTitle}>
          {intl.formatMessage({ id: 'guestList.reminders.title' })}
        </h2>
        {data.blocked ? (
          <p className={styles.fieldHint}>
            {intl.formatMessage({ id: `guestList.reminders.blocked.${data.blocked}` })}
          </p>
        ) : (
          <>
            <p className={styles.remindersCount} data-testid="reminder-count">
              {intl.formatMessage({ id: 'guestList.reminders.count' }, { count })}
            </p>
            <SkippedList overview={data} />
            <OtherLanguages overview={data} households={households} />
          </>
        )}
        {result && (
          <p className={styles.remindersResult} role="status">
            {intl.formatMessage({ id: 'guestList.reminders.sent' }, { count: result.sent })}
            {result.notSent > 0 &&
              ` ${intl.formatMessage({ id: 'guestList.reminders.notSent' }, { count: result.notSent })}`}
          </p>
        )}
      </div>
      <div className={styles.remindersActions}>
        <Button
          variant="secondary"
          disabled={data.blocked !== null || count === 0}
          onClick={() => {
            setResult(null);
            setConfirming(data.recipients);
          }}
        >
          {intl.formatMessage({ id: 'guestList.reminders.send' })}
        </Button>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>
            {intl.formatMessage({ id: 'guestList.reminders.schedule' })}
          </span>
          <select
            className={styles.select}
            value={data.settings.daysBefore ?? ''}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                { daysBefore: event.target.value === '' ? null : Number(event.target.value) },
                {
                  onError: (error) =>
                    showError(error, {
                      summary: intl.formatMessage({ id: 'guestList.reminders.saveFailed' }),
                    }),
                },
              )
            }
          >
            <option value="">{intl.formatMessage({ id: 'guestList.reminders.schedule.off' })}</option>
            {REMINDER_DAYS_BEFORE_CHOICES.map((days) => (
              <option key={days} value={days}>
                {intl.formatMessage({ id: 'guestList.reminders.schedule.days' }, { count: days })}
              </option>
            ))}
          </select>
          {hint && (
            <span className={styles.fieldHint}>{intl.formatMessage({ id: hint.id }, hint.values)}</span>
          )}
        </label>
      </div>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !send.isPending && setConfirming(null)}
        title={intl.formatMessage(
          { id: 'guestList.reminders.confirm.title' },
          { count: confirming?.length ?? 0 },
        )}
        actions={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={send.isPending}>
                {intl.formatMessage({ id: 'guestList.form.cancel' })}
              </Button>
            </DialogClose>
            <Button
              busy={send.isPending}
              onClick={() =>
                confirming &&
                send.mutate(confirming, {
                  onSuccess: (sent) => {
                    setResult(sent);
                    setConfirming(null);
                  },
                  onError: (error) =>
                    showError(error, {
                      summary: intl.formatMessage({ id: 'guestList.reminders.sendFailed' }),
                    }),
                })
              }
            >
              {intl.formatMessage({ id: 'guestList.reminders.confirm.send' })}
            </Button>
          </>
        }
      >
        <p>
          {intl.formatMessage(
            {
              id: data.answerBy
                ? 'guestList.reminders.confirm.textWithDate'
                : 'guestList.reminders.confirm.text',
            },
            { date: data.answerBy ? dayText(data.answerBy) : '' },
          )}
        </p>
        <SkippedList overview={data} />
        <OtherLanguages overview={data} households={households} />
      </Dialog>
    </section>
  );
}
