import { addDays } from './calendar-days';
import {
  INTERFACE_LANGUAGES,
  MARKET_TIME_ZONES,
  type InterfaceLanguage,
  type Market,
} from '../constants/platform';
import type { Household } from '../schemas/household';
import {
  SCHEDULED_REMINDER_HOUR,
  type ReminderBlock,
  type ReminderSkipReason,
} from '../schemas/household-reminder';
import { isRsvpClosed, type RsvpDeadline } from './rsvp-deadline';

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
    });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The day (YYYY-MM-DD) and hour on the market's clock at `now` (`MARKET_TIME_ZONES`): reminders count days
 * as the couple and their guests do, whatever the server's time zone.
 */
export function marketClock(now: Date, market: Market): { day: string; hour: number } {
  const parts: Record<string, string> = {};
  for (const part of clockFormatter(MARKET_TIME_ZONES[market]).formatToParts(now))
    parts[part.type] = part.value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** What the reminder rule reads of a household: its mail, its answer and when it was last reminded. */
export type ReminderCandidate = Pick<Household, '_id' | 'mail' | 'answerStatus' | 'lastRemindedAt'>;

export interface ReminderPlan {
  /** The households that get a reminder, in the guest list's order. */
  recipients: string[];
  /** The others, in the same order, each with the first reason that applies. */
  skipped: { householdId: string; reason: ReminderSkipReason }[];
}

/**
 * Why a household gets no reminder on `today` (issue 21, item 4), or null when it gets one. Checked in
 * `REMINDER_SKIP_REASONS` order: a household that answered needs none whatever else holds; one without a
 * mail cannot get one; one already reminded on this market-clock day gets no second.
 */
export function reminderSkipReason(
  household: ReminderCandidate,
  today: string,
  market: Market,
): ReminderSkipReason | null {
  if (household.answerStatus !== 'notAnswered') return 'answered';
  if (household.mail.trim() === '') return 'noMail';
  if (
    household.lastRemindedAt !== null &&
    marketClock(new Date(household.lastRemindedAt), market).day === today
  ) {
    return 'remindedToday';
  }
  return null;
}

/** Who gets a reminder at `now` and who is skipped, and why. */
export function planReminders(
  households: readonly ReminderCandidate[],
  now: Date,
  market: Market,
): ReminderPlan {
  const today = marketClock(now, market).day;
  const plan: ReminderPlan = { recipients: [], skipped: [] };
  for (const household of households) {
    const reason = reminderSkipReason(household, today, market);
    if (reason === null) plan.recipients.push(household._id);
    else plan.skipped.push({ householdId: household._id, reason });
  }
  return plan;
}

/** What the reminder rule reads of the site: its address and its RSVP modules' deadlines. */
export interface ReminderSite {
  /** The site's address; the personal links work only once it has one. */
  host: string | null | undefined;
  rsvps: readonly RsvpDeadline[];
}

/**
 * Why no household can be reminded at `now`, or null: a site without an address has no working personal
 * links, one without an RSVP has nothing to answer, and one whose every RSVP has closed takes no answers.
 */
export function reminderBlock(site: ReminderSite, now: Date, market: Market): ReminderBlock | null {
  if (!site.host) return 'noAddress';
  if (site.rsvps.length === 0) return 'noRsvp';
  if (site.rsvps.every((rsvp) => isRsvpClosed(rsvp, now, market))) return 'rsvpClosed';
  return null;
}

/**
 * The answer-by day a reminder names and is scheduled from: the earliest of the RSVP modules' days that is
 * `today` or later; null when none is set or all have passed.
 */
export function reminderAnswerBy(rsvps: readonly RsvpDeadline[], today: string): string | null {
  const days = rsvps
    .map((rsvp) => rsvp.answerBy)
    .filter((day): day is string => day !== null && day >= today)
    .sort();
  return days[0] ?? null;
}

/** The day a scheduled reminder goes out: `daysBefore` days before the answer-by day; null when either is off. */
export function scheduledReminderDay(daysBefore: number | null, answerBy: string | null): string | null {
  return daysBefore === null || answerBy === null ? null : addDays(answerBy, -daysBefore);
}

export interface ScheduledReminderState {
  daysBefore: number | null;
  answerBy: string | null;
  /** The scheduled day whose run has been made, so it is made once even when its hour passes many times. */
  handledDay: string | null;
}

/**
 * The scheduled day whose reminder is due at `now`, or null. Due from `SCHEDULED_REMINDER_HOUR` on its day
 * (market clock); a run missed then (no server up) is made later, but never after the answer-by day, and a
 * day already handled is not run again. A new answer-by day or number of days makes a new scheduled day.
 */
export function dueScheduledReminderDay(
  state: ScheduledReminderState,
  now: Date,
  market: Market,
): string | null {
  const day = scheduledReminderDay(state.daysBefore, state.answerBy);
  if (day === null || state.answerBy === null || day === state.handledDay) return null;
  const clock = marketClock(now, market);
  if (clock.day > state.answerBy || clock.day < day) return null;
  if (clock.day === day && clock.hour < SCHEDULED_REMINDER_HOUR) return null;
  return day;
}

/**
 * The language a household's reminder is written in: its own when the mail has a text in it (Swedish,
 * English or Danish), otherwise English; the guest list names the households that get it in another
 * language than their own (issue 39 item 5).
 */
export function reminderMailLanguage(language: string): InterfaceLanguage {
  return INTERFACE_LANGUAGES.find((code) => code === language) ?? 'en';
}
