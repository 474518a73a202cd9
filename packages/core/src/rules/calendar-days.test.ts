import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-days';

describe('addDays', () => {
  it('counts over the ends of months and years, and back', () => {
    expect(addDays('2027-06-01', -7)).toBe('2027-05-25');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -30)).toBe('2026-12-02');
  });
});
