import { describe, expect, it } from 'vitest';
import { MARKET_TIME_ZONES } from '../constants/platform';
import { zonedTimeToInstant } from './zoned-time';

const at = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
});
const iso = (time: number) => new Date(time).toISOString();

describe('zonedTimeToInstant', () => {
  it('reads winter and summer wall times in Stockholm and Copenhagen', () => {
    for (const zone of [MARKET_TIME_ZONES.se, MARKET_TIME_ZONES.dk]) {
      expect(iso(zonedTimeToInstant(at(2026, 1, 10, 15), zone))).toBe('2026-01-10T14:00:00.000Z');
      expect(iso(zonedTimeToInstant(at(2026, 6, 14, 15), zone))).toBe('2026-06-14T13:00:00.000Z');
    }
  });

  it('reads the hours around the spring change (29 March 2026, 02:00 → 03:00)', () => {
    const zone = MARKET_TIME_ZONES.se;
    expect(iso(zonedTimeToInstant(at(2026, 3, 29, 1, 59), zone))).toBe('2026-03-29T00:59:00.000Z');
    // 02:30 never shows on the clock: read with winter time's offset, i.e. 03:30 summer time.
    expect(iso(zonedTimeToInstant(at(2026, 3, 29, 2, 30), zone))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(zonedTimeToInstant(at(2026, 3, 29, 3, 0), zone))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('reads the hours around the autumn change (25 October 2026, 03:00 → 02:00)', () => {
    const zone = MARKET_TIME_ZONES.dk;
    expect(iso(zonedTimeToInstant(at(2026, 10, 25, 1, 30), zone))).toBe('2026-10-24T23:30:00.000Z');
    // 02:30 shows twice: its first showing, in summer time.
    expect(iso(zonedTimeToInstant(at(2026, 10, 25, 2, 30), zone))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedTimeToInstant(at(2026, 10, 25, 3, 0), zone))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('keeps other zones and old years', () => {
    expect(iso(zonedTimeToInstant(at(2026, 6, 14, 15), 'UTC'))).toBe('2026-06-14T15:00:00.000Z');
    expect(iso(zonedTimeToInstant(at(2026, 6, 14, 15), 'America/New_York'))).toBe('2026-06-14T19:00:00.000Z');
    expect(new Date(zonedTimeToInstant(at(1950, 7, 1, 12), 'UTC')).getUTCFullYear()).toBe(1950);
    expect(new Date(zonedTimeToInstant(at(50, 1, 1, 12), 'UTC')).getUTCFullYear()).toBe(50);
  });
});
