import { describe, expect, it } from 'vitest';
import { speechDeadlineOf, speechSignupsOpen } from './speech-deadline';

describe('the speech sign-up deadline', () => {
  it('is the owner’s date when set', () => {
    expect(speechDeadlineOf({ deadline: '2031-06-01' }, '2031-06-14T15:00')).toBe('2031-06-01');
  });

  it('is seven days before the site’s date otherwise, and unknown without a date', () => {
    expect(speechDeadlineOf({ deadline: null }, '2031-06-14T15:00')).toBe('2031-06-07');
    expect(speechDeadlineOf({ deadline: null }, '2031-03-03T15:00')).toBe('2031-02-24');
    expect(speechDeadlineOf({ deadline: null }, null)).toBeNull();
  });

  it('takes sign-ups through the whole deadline day, and always without one', () => {
    expect(speechSignupsOpen('2031-06-07', '2031-06-06')).toBe(true);
    expect(speechSignupsOpen('2031-06-07', '2031-06-07')).toBe(true);
    expect(speechSignupsOpen('2031-06-07', '2031-06-08')).toBe(false);
    expect(speechSignupsOpen(null, '2099-01-01')).toBe(true);
  });
});
