import { describe, expect, it } from 'vitest';
import {
  countdownParts,
  countdownTargetTime,
  defaultCountdownDate,
  formatDateTimeLocal,
  isValidCountdownDateInput,
  parseCountdownDate,
} from './countdown';

const now = new Date(2025, 0, 10, 12, 0, 0);

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = new Date(now.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(countdownParts(now, target)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('rounds a part-second down', () => {
    expect(countdownParts(now, new Date(now.getTime() + 1999))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
    expect(countdownParts(now, new Date(now.getTime() + 999))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('counts more than a year of days', () => {
    expect(countdownParts(now, new Date(now.getTime() + 400 * 86_400_000)).days).toBe(400);
  });

  it('gives all zeros at and after the target, never negative', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(now, now)).toEqual(zero);
    expect(countdownParts(now, new Date(now.getTime() - 90_061_000))).toEqual(zero);
    expect(countdownParts(now, new Date(Number.NaN))).toEqual(zero);
  });
});

describe('defaultCountdownDate', () => {
  it('is six months ahead at 15:00 local time', () => {
    expect(defaultCountdownDate(new Date(2025, 0, 10, 9, 30, 12, 345))).toEqual(
      new Date(2025, 6, 10, 15, 0, 0, 0),
    );
  });

  it('rolls over into the next year', () => {
    expect(defaultCountdownDate(new Date(2025, 8, 15, 23, 59))).toEqual(new Date(2026, 2, 15, 15, 0, 0, 0));
  });

  it('clamps a day the target month lacks to its last day', () => {
    expect(defaultCountdownDate(new Date(2025, 7, 31, 8, 0))).toEqual(new Date(2026, 1, 28, 15, 0, 0, 0));
    expect(defaultCountdownDate(new Date(2023, 7, 31, 8, 0))).toEqual(new Date(2024, 1, 29, 15, 0, 0, 0));
  });
});

describe('formatDateTimeLocal', () => {
  it('formats local time as YYYY-MM-DDTHH:mm', () => {
    expect(formatDateTimeLocal(new Date(2025, 6, 4, 9, 5, 59))).toBe('2025-07-04T09:05');
    expect(formatDateTimeLocal(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31T23:59');
  });

  it('round-trips with parseCountdownDate', () => {
    expect(formatDateTimeLocal(parseCountdownDate('2031-02-03T04:05') ?? new Date(NaN))).toBe(
      '2031-02-03T04:05',
    );
  });
});

describe('isValidCountdownDateInput', () => {
  it('accepts values within the bounds, the bounds included', () => {
    expect(isValidCountdownDateInput('1900-01-01T00:00')).toBe(true);
    expect(isValidCountdownDateInput('2025-07-10T15:00')).toBe(true);
    expect(isValidCountdownDateInput('2024-02-29T23:59')).toBe(true);
    expect(isValidCountdownDateInput('2000-02-29T12:00')).toBe(true);
    expect(isValidCountdownDateInput('2099-01-01T00:00')).toBe(true);
  });

  it('rejects values outside the bounds', () => {
    expect(isValidCountdownDateInput('1899-12-31T23:59')).toBe(false);
    expect(isValidCountdownDateInput('2099-01-01T00:01')).toBe(false);
    expect(isValidCountdownDateInput('2100-01-01T00:00')).toBe(false);
  });

  it.each([
    '2025-07-10',
    '2025-07-10 15:00',
    '2025-07-10T15:00:00',
    '2025-7-10T15:00',
    '2025-02-29T12:00',
    '1900-02-29T12:00',
    '2025-13-01T12:00',
    '2025-04-31T12:00',
    '2025-07-10T24:00',
    '2025-07-10T12:60',
    '',
  ])('rejects %j', (value) => {
    expect(isValidCountdownDateInput(value)).toBe(false);
  });
});

describe('parseCountdownDate', () => {
  it('reads the datetime-local form and the older space-separated form as local time', () => {
    expect(parseCountdownDate('2025-07-10T15:00')).toEqual(new Date(2025, 6, 10, 15, 0));
    expect(parseCountdownDate('2025-07-10 15:00')).toEqual(new Date(2025, 6, 10, 15, 0));
  });

  it('keeps years below 100 as they are', () => {
    expect(parseCountdownDate('0050-01-01T00:00')?.getFullYear()).toBe(50);
  });

  it('gives null for anything else', () => {
    expect(parseCountdownDate('10/07/2025 15:00')).toBeNull();
    expect(parseCountdownDate('2025-02-30T15:00')).toBeNull();
    expect(parseCountdownDate('')).toBeNull();
  });
});

describe("countdownTargetTime (the market's clock, not the device's)", () => {
  it("counts to the event's moment in Stockholm and Copenhagen, across a change of clocks", () => {
    const stockholm = countdownTargetTime('2026-06-14T15:00', 'Europe/Stockholm');
    expect(new Date(stockholm ?? 0).toISOString()).toBe('2026-06-14T13:00:00.000Z');
    expect(countdownTargetTime('2026-06-14 15:00', 'Europe/Copenhagen')).toBe(stockholm);
    // From winter time to a summer date: the hour the clocks skip is not counted twice.
    const winterNoon = new Date('2026-03-28T11:00:00.000Z');
    const target = new Date(countdownTargetTime('2026-03-29T12:00', 'Europe/Stockholm') ?? 0);
    expect(countdownParts(winterNoon, target)).toEqual({ days: 0, hours: 23, minutes: 0, seconds: 0 });
  });

  it('gives null for anything else', () => {
    expect(countdownTargetTime('2026-02-30T15:00', 'Europe/Stockholm')).toBeNull();
    expect(countdownTargetTime('', 'Europe/Stockholm')).toBeNull();
  });
});
