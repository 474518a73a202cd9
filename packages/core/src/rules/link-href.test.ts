import { describe, expect, it } from 'vitest';
import { toSafeLinkHref } from './link-href';

describe('toSafeLinkHref (decisions.md §4)', () => {
  it.each([
    ['https://example.se/om?x=1#a', 'https://example.se/om?x=1#a'],
    ['  http://example.se  ', 'http://example.se'],
    ['HTTPS://EXAMPLE.SE', 'HTTPS://EXAMPLE.SE'],
    ['mailto:hej@example.se', 'mailto:hej@example.se'],
    ['hej@example.se', 'mailto:hej@example.se'],
    ['example.se', 'https://example.se'],
    ['www.example.se/karta?a=1', 'https://www.example.se/karta?a=1'],
  ])('makes %s a link to %s', (input, href) => {
    expect(toSafeLinkHref(input)).toBe(href);
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://example.se',
    'tel:+46701234567',
    '//example.se',
    'hej',
    'two words.se',
    'https://',
    'mailto:',
  ])('refuses %j', (input) => {
    expect(toSafeLinkHref(input)).toBeNull();
  });
});
