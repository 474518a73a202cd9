import { describe, expect, it } from 'vitest';
import { findInvalidRecipients } from './find-invalid-recipients';

describe('findInvalidRecipients (002 §5 "Recipient mails": required, mail addresses)', () => {
  it('accepts mails with spaces around them and empty extra fields', () => {
    expect(findInvalidRecipients([' anna@example.se ', ''])).toEqual([]);
  });

  it('requires at least one mail', () => {
    expect(findInvalidRecipients([])).toEqual([{ type: 'NONE' }]);
    expect(findInvalidRecipients(['  '])).toEqual([{ type: 'NONE' }]);
  });

  it('reports each field that is not a mail address by its place', () => {
    expect(findInvalidRecipients(['anna@example.se', 'bo', '', 'c@'])).toEqual([
      { type: 'INVALID_MAIL', index: 1 },
      { type: 'INVALID_MAIL', index: 3 },
    ]);
  });

  it('allows at most six mails', () => {
    const seven = Array.from({ length: 7 }, (_, i) => `g${i}@example.se`);
    expect(findInvalidRecipients(seven)).toEqual([{ type: 'TOO_MANY', max: 6 }]);
    expect(findInvalidRecipients(seven.slice(0, 6))).toEqual([]);
  });
});
