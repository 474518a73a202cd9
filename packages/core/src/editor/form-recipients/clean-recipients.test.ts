import { describe, expect, it } from 'vitest';
import { cleanRecipients } from './clean-recipients';

describe('cleanRecipients (002 §5 "Recipient mails")', () => {
  it('trims each mail and drops the empty ones, keeping the order', () => {
    expect(cleanRecipients(['  anna@example.se ', '', '   ', 'bo@example.se'])).toEqual([
      'anna@example.se',
      'bo@example.se',
    ]);
  });

  it('gives an empty list for no mails', () => {
    expect(cleanRecipients([])).toEqual([]);
  });
});
