import { formatDateTimeLocal, parseCountdownDate } from './countdown';

/**
 * A programme event's start (issue 34) on the day of a local 'YYYY-MM-DDTHH:mm' (the countdown's date), at
 * `time` ('HH:mm'), `days` later. Counted on the calendar, so a day of summer time has no gap.
 */
export function onDayOf(dateTime: string, time: string, days = 0): string {
  const date = parseCountdownDate(`${dateTime.slice(0, 10)}T${time}`);
  if (!date) throw new Error(`Not a date and time: ${dateTime}, ${time}`);
  date.setDate(date.getDate() + days);
  return formatDateTimeLocal(date);
}

/** A local 'YYYY-MM-DDTHH:mm' `hours` later on the wall clock, past midnight onto the next day. */
export function hoursAfter(dateTime: string, hours: number): string {
  const date = parseCountdownDate(dateTime);
  if (!date) throw new Error(`Not a date and time: ${dateTime}`);
  date.setHours(date.getHours() + hours);
  return formatDateTimeLocal(date);
}
