import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_DATE_MAX,
  COUNTDOWN_DATE_MIN,
  COUNTDOWN_TICK_MS,
  DEFAULT_COUNTDOWN_TARGET,
  LEGACY_COUNTDOWN_UNIT_LABELS,
} from './countdown';

describe('countdown constants (001 §9, 002 §5)', () => {
  it('ticks every second', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });

  it('accepts dates from 1900-01-01 to 2099-01-01', () => {
    expect([COUNTDOWN_DATE_MIN, COUNTDOWN_DATE_MAX]).toEqual(['1900-01-01', '2099-01-01']);
  });

  it('targets six months ahead at 15:00 by default', () => {
    expect(DEFAULT_COUNTDOWN_TARGET).toEqual({ monthsAhead: 6, hour: 15, minute: 0 });
  });

  it('keeps the older Swedish unit labels', () => {
    expect(Object.values(LEGACY_COUNTDOWN_UNIT_LABELS)).toEqual(['dagar', 'timmar', 'minuter', 'sekunder']);
  });
});
