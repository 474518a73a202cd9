import { describe, expect, it } from 'vitest';
import { formatScheduleEventWhen } from './schedule-event-when';

describe('formatScheduleEventWhen (issue 34)', () => {
  it('writes the day and the start in the guest’s language', () => {
    const event = { startsAt: '2027-06-12T15:00', endsAt: null };
    expect(formatScheduleEventWhen(event, 'sv', 'se')).toBe('Lördag 12 juni 15:00');
    expect(formatScheduleEventWhen(event, 'en', 'se')).toBe('Saturday 12 June 15:00');
    expect(formatScheduleEventWhen(event, 'da', 'dk')).toBe('Lørdag 12. juni 15.00');
  });

  it('adds the end time, and the end’s day when the event goes on past midnight', () => {
    expect(
      formatScheduleEventWhen({ startsAt: '2027-06-12T15:00', endsAt: '2027-06-12T16:30' }, 'sv', 'se'),
    ).toBe('Lördag 12 juni 15:00–16:30');
    expect(
      formatScheduleEventWhen({ startsAt: '2027-06-12T22:00', endsAt: '2027-06-13T02:00' }, 'en', 'se'),
    ).toBe('Saturday 12 June 22:00 – Sunday 13 June 02:00');
  });
});
