import { describe, expect, it } from 'vitest';
import { hoursAfter, onDayOf } from './schedule-times';

describe('onDayOf', () => {
  it('sets the time on the same day, or days later across a month end', () => {
    expect(onDayOf('2025-09-10T15:00', '11:30')).toBe('2025-09-10T11:30');
    expect(onDayOf('2025-08-31T15:00', '11:00', 1)).toBe('2025-09-01T11:00');
  });
});

describe('hoursAfter', () => {
  it('counts past midnight onto the next day', () => {
    expect(hoursAfter('2025-09-10T15:00', 3)).toBe('2025-09-10T18:00');
    expect(hoursAfter('2025-12-31T20:00', 7)).toBe('2026-01-01T03:00');
  });
});
