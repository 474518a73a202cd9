import { describe, expect, it } from 'vitest';
import { scheduleCalendarPath } from './schedule-calendar-path';

describe('scheduleCalendarPath', () => {
  it('names one event’s file or the whole programme’s, with the personal link’s token when there is one', () => {
    expect(scheduleCalendarPath('site-1', 'event-2')).toBe('/api/sites/public/site-1/calendar/event-2.ics');
    expect(scheduleCalendarPath('site-1', 'programme', 'Abc_123-xyz')).toBe(
      '/api/sites/public/site-1/calendar/programme.ics?g=Abc_123-xyz',
    );
    expect(scheduleCalendarPath('site-1', 'programme', null)).toBe(
      '/api/sites/public/site-1/calendar/programme.ics',
    );
  });
});
