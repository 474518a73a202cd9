import { MARKET_TIME_ZONES, type Market } from '../constants/platform';
import { zonedTimeToInstant } from './zoned-time';

/** The deadline settings of an RSVP module. */
export interface RsvpDeadline {
  /** The last day to answer, YYYY-MM-DD; null when the owner set none. */
  answerBy: string | null;
  /** The owner closes the RSVP once the answer-by day is over. */
  closeAfterAnswerBy: boolean;
}

/**
 * Whether an RSVP module refuses answers at `now` (issue 21, item 4). The answer-by day is the whole day on
 * the site's market clock (Europe/Stockholm or Europe/Copenhagen, `MARKET_TIME_ZONES`), whatever the guest's
 * device or the server says: a guest answering at 23:59 that evening in Sweden is still in time, at midnight
 * it is closed. Open when there is no date or the owner keeps the RSVP open after it.
 */
export function isRsvpClosed(deadline: RsvpDeadline, now: Date, market: Market): boolean {
  if (!deadline.closeAfterAnswerBy || deadline.answerBy === null) return false;
  const [year = 0, month = 1, day = 1] = deadline.answerBy.split('-').map(Number);
  // Midnight at the start of the next day; Date.UTC rolls the 32nd over into the next month.
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const closesAt = zonedTimeToInstant(
    {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
      hour: 0,
      minute: 0,
    },
    MARKET_TIME_ZONES[market],
  );
  return now.getTime() >= closesAt;
}

/** The locale a site language's dates are written in; English follows the market's day-month order. */
export function dateLocale(language: string, market: Market): string {
  if (language === 'sv') return 'sv-SE';
  if (language === 'da') return 'da-DK';
  return market === 'dk' ? 'en-DK' : 'en-GB';
}

/** The answer-by day as a guest reads it, e.g. '1 juni 2027' (sv), '1. juni 2027' (da), '1 June 2027' (en). */
export function formatAnswerBy(answerBy: string, language: string, market: Market): string {
  const [year = 0, month = 1, day = 1] = answerBy.split('-').map(Number);
  return new Intl.DateTimeFormat(dateLocale(language, market), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
