import { describe, expect, it } from 'vitest';
import { householdLink } from './household-link';

describe('householdLink', () => {
  it("opens the site in the household's language with its token", () => {
    expect(
      householdLink(
        'anna-erik.example.se',
        { language: 'en', token: 'abc_DEF-123' },
        { protocol: 'https:', port: '' },
      ),
    ).toBe('https://anna-erik.example.se/en?g=abc_DEF-123');
  });

  it('keeps a development port, and is null without an address', () => {
    expect(
      householdLink('a.localhost', { language: 'sv', token: 't' }, { protocol: 'http:', port: '4410' }),
    ).toBe('http://a.localhost:4410/sv?g=t');
    expect(householdLink(null, { language: 'sv', token: 't' })).toBeNull();
  });
});
