import { COUNTDOWN_DATE_MAX, COUNTDOWN_DATE_MIN, DEFAULT_COUNTDOWN_TARGET } from '../constants/countdown';
import { zonedTimeToInstant, type WallClockTime } from './zoned-time';

export { countdownParts, type CountdownParts } from './countdown-parts';

/** The input bounds as datetime-local values: from the first to the last day's midnight, inclusive. */
const FIRST_INPUT_VALUE = `${COUNTDOWN_DATE_MIN}T00:00`;
const LAST_INPUT_VALUE = `${COUNTDOWN_DATE_MAX}T00:00`;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, monthIndex: number): number {
  return monthIndex === 1 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[monthIndex] ?? 0);
}

/**
 * The default countdown target (`000` §9, `001` §9, `002` §9): six months after `now`, at 15:00 local time.
 * A day that the target month lacks is clamped to its last day (31 August → 28 or 29 February).
 */
export function defaultCountdownDate(now: Date): Date {
  const monthIndex = now.getMonth() + DEFAULT_COUNTDOWN_TARGET.monthsAhead;
  const year = now.getFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const day = Math.min(now.getDate(), daysInMonth(year, month));
  return new Date(year, month, day, DEFAULT_COUNTDOWN_TARGET.hour, DEFAULT_COUNTDOWN_TARGET.minute, 0, 0);
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** A date in the datetime-local format YYYY-MM-DDTHH:mm, in local time (`002` §5). */
export function formatDateTimeLocal(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const day = `${year}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${day}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

function readDateTime(value: string): WallClockTime | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const valid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month - 1) &&
    hour <= 23 &&
    minute <= 59;
  return valid ? { year, month, day, hour, minute } : null;
}

/**
 * Whether a countdown date input value is valid (`002` §5): the datetime-local format YYYY-MM-DDTHH:mm, a
 * real calendar date and time, from 1900-01-01T00:00 to 2099-01-01T00:00 inclusive.
 */
export function isValidCountdownDateInput(value: string): boolean {
  return (
    value.includes('T') &&
    readDateTime(value) !== null &&
    value >= FIRST_INPUT_VALUE &&
    value <= LAST_INPUT_VALUE
  );
}

/**
 * Reads a stored countdown date as local time (`001` §3): the datetime-local form YYYY-MM-DDTHH:mm or the
 * older 'yyyy-mm-dd hh:mm'. Gives null for anything else.
 */
export function parseCountdownDate(value: string): Date | null {
  const fields = readDateTime(value.trim());
  if (!fields) return null;
  const date = new Date(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute);
  date.setFullYear(fields.year);
  return date;
}

/**
 * The moment a stored countdown date (`001` §3) falls on the market's clock (`timeZone`, e.g.
 * Europe/Stockholm), so every guest counts down to the same instant whatever their device's zone.
 * Null when the value is not a date.
 */
export function countdownTargetTime(value: string, timeZone: string): number | null {
  const fields = readDateTime(value.trim());
  return fields ? zonedTimeToInstant(fields, timeZone) : null;
}
