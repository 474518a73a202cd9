import { describe, expect, it } from 'vitest';
import {
  MAX_NUMBER_OF_GUESTS,
  MAX_RECEIVER_ADDRESSES,
  RSVP_EXPORT_FILE_NAME,
  RSVP_NO_WORDS,
  RSVP_YES_WORDS,
} from './rsvp';

describe('RSVP constants (001 §9, 002 §9)', () => {
  it('lets guests choose 1 to 5, default 5', () => {
    expect(MAX_NUMBER_OF_GUESTS).toEqual({ min: 1, max: 5, default: 5 });
  });

  it('allows six receiver addresses', () => {
    expect(MAX_RECEIVER_ADDRESSES).toBe(6);
  });

  it('recognises the yes and no words', () => {
    expect(RSVP_YES_WORDS).toEqual(['ja', 'ja!', 'ja självklart!', 'yes', 'yes!']);
    expect(RSVP_NO_WORDS).toEqual(['nej', 'nej tyvärr', 'nej jag kan tyvärr inte komma', 'no']);
    expect(RSVP_YES_WORDS.some((word) => RSVP_NO_WORDS.includes(word))).toBe(false);
  });

  it('exports to osa.xlsx', () => {
    expect(RSVP_EXPORT_FILE_NAME).toBe('osa.xlsx');
  });
});
