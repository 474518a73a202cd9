import { describe, expect, it } from 'vitest';
import { calendarFileName } from './calendar-file-name';

describe('calendarFileName', () => {
  it('slugs the site’s title and the event’s to ASCII words joined by hyphens', () => {
    expect(calendarFileName(['Anna & Erik', 'Vigsel'], 'x')).toEqual({
      ascii: 'anna-erik-vigsel.ics',
      unicode: null,
    });
  });

  it('folds accents for the ASCII name and keeps the site’s letters in the other', () => {
    expect(calendarFileName(['Søren & Åsa', 'Middag på Ærø'], 'x')).toEqual({
      ascii: 'soren-asa-middag-pa-aero.ics',
      unicode: 'søren-åsa-middag-på-ærø.ics',
    });
  });

  it('falls back to the host’s name when the words hold no Latin letters, never to event.ics', () => {
    expect(calendarFileName(['Άννα'], 'anna-och-erik')).toEqual({
      ascii: 'anna-och-erik.ics',
      unicode: 'άννα.ics',
    });
    expect(calendarFileName(['', ' & '], 'anna-och-erik')).toEqual({
      ascii: 'anna-och-erik.ics',
      unicode: null,
    });
    expect(calendarFileName([], '')).toEqual({ ascii: 'calendar.ics', unicode: null });
  });
});
