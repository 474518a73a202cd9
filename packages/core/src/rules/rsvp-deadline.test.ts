import { describe, expect, it } from 'vitest';
import { formatAnswerBy, isRsvpClosed } from './rsvp-deadline';

const closing = { answerBy: '2027-06-01', closeAfterAnswerBy: true };

describe('isRsvpClosed', () => {
  it('keeps the RSVP open through the whole answer-by day on the Swedish clock (summer time, UTC+2)', () => {
    expect(isRsvpClosed(closing, new Date('2027-06-01T21:59:59Z'), 'se')).toBe(false);
    expect(isRsvpClosed(closing, new Date('2027-06-01T22:00:00Z'), 'se')).toBe(true);
  });

  it('reads the day on the Danish clock in winter (UTC+1)', () => {
    const winter = { answerBy: '2027-01-31', closeAfterAnswerBy: true };
    expect(isRsvpClosed(winter, new Date('2027-01-31T22:59:59Z'), 'dk')).toBe(false);
    expect(isRsvpClosed(winter, new Date('2027-01-31T23:00:00Z'), 'dk')).toBe(true);
  });

  it('rolls over the end of a month and a year', () => {
    const newYear = { answerBy: '2026-12-31', closeAfterAnswerBy: true };
    expect(isRsvpClosed(newYear, new Date('2026-12-31T22:30:00Z'), 'se')).toBe(false);
    expect(isRsvpClosed(newYear, new Date('2026-12-31T23:00:00Z'), 'se')).toBe(true);
  });

  it('stays open without a date or when the owner keeps answers coming after it', () => {
    const late = new Date('2030-01-01T00:00:00Z');
    expect(isRsvpClosed({ answerBy: null, closeAfterAnswerBy: true }, late, 'se')).toBe(false);
    expect(isRsvpClosed({ answerBy: '2027-06-01', closeAfterAnswerBy: false }, late, 'se')).toBe(false);
  });
});

describe('formatAnswerBy', () => {
  it('writes the day in the guest’s language, the Danish way in Danish', () => {
    expect(formatAnswerBy('2027-06-01', 'sv', 'se')).toBe('1 juni 2027');
    expect(formatAnswerBy('2027-06-01', 'da', 'dk')).toBe('1. juni 2027');
    expect(formatAnswerBy('2027-06-01', 'en', 'se')).toBe('1 June 2027');
    expect(formatAnswerBy('2027-06-01', 'en', 'dk')).toBe('1 June 2027');
  });
});
