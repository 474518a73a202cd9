import { describe, expect, it } from 'vitest';
import { householdCardQuantity, householdLinkUrl } from './household-cards';

describe('householdCardQuantity', () => {
  it('rounds the households up to whole tens, at least ten', () => {
    expect(householdCardQuantity(1)).toBe(10);
    expect(householdCardQuantity(10)).toBe(10);
    expect(householdCardQuantity(11)).toBe(20);
    expect(householdCardQuantity(27)).toBe(30);
    expect(householdCardQuantity(300)).toBe(300);
  });

  it('has no quantity for an empty list or more than one order holds', () => {
    expect(householdCardQuantity(0)).toBeNull();
    expect(householdCardQuantity(301)).toBeNull();
    expect(householdCardQuantity(1000)).toBeNull();
  });
});

describe('householdLinkUrl', () => {
  it('opens the site in the household language with its token', () => {
    expect(householdLinkUrl('https://anna-och-erik.se/', { language: 'en', token: 'abc_DEF-123' })).toBe(
      'https://anna-och-erik.se/en?g=abc_DEF-123',
    );
  });

  it('keeps a local port and drops any path or query of the site address', () => {
    expect(
      householdLinkUrl('http://anna.wedding.localhost:4519/sv?x=1#top', { language: 'da', token: 'tok' }),
    ).toBe('http://anna.wedding.localhost:4519/da?g=tok');
  });
});
