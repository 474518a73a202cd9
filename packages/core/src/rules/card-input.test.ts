import { describe, expect, it } from 'vitest';
import { formatCardExpiry, formatCardNumber, isCardExpiryPast } from './card-input';

describe('formatCardNumber', () => {
  it('groups the digits in fours and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });
});

describe('formatCardExpiry', () => {
  it("writes '1230' as 12/30", () => {
    expect(formatCardExpiry('1230')).toBe('12/30');
    expect(formatCardExpiry('12/30')).toBe('12/30');
    expect(formatCardExpiry('12 / 305')).toBe('12/30');
  });

  it('adds the slash after the month and a leading zero to a month that cannot have two digits', () => {
    expect(formatCardExpiry('1')).toBe('1');
    expect(formatCardExpiry('12')).toBe('12/');
    expect(formatCardExpiry('4')).toBe('04/');
  });

  it('lets the slash be deleted', () => {
    expect(formatCardExpiry('12', '12/')).toBe('12');
  });
});

describe('isCardExpiryPast', () => {
  const now = new Date(2026, 10, 26);
  it('refuses a month before this one and accepts this month and later', () => {
    expect(isCardExpiryPast('10/26', now)).toBe(true);
    expect(isCardExpiryPast('12/25', now)).toBe(true);
    expect(isCardExpiryPast('11/26', now)).toBe(false);
    expect(isCardExpiryPast('12/30', now)).toBe(false);
  });

  it('leaves an incomplete date to the field’s own check', () => {
    expect(isCardExpiryPast('1', now)).toBe(false);
  });
});
