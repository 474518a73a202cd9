import { describe, expect, it } from 'vitest';
import { readQueryParameter, withQueryString } from './query-string';

describe('readQueryParameter', () => {
  it('reads a parameter with or without the leading question mark', () => {
    expect(readQueryParameter('?lang=en&x=1', 'lang')).toBe('en');
    expect(readQueryParameter('x=1&lang=da', 'lang')).toBe('da');
  });

  it('gives the first value when a parameter repeats', () => {
    expect(readQueryParameter('?lang=en&lang=da', 'lang')).toBe('en');
  });

  it('decodes percent escapes and plus signs', () => {
    expect(readQueryParameter('?q=a%20b+c&domainHost=Anna%2Eexample.se', 'q')).toBe('a b c');
    expect(readQueryParameter('?domainHost=Anna%2Eexample.se', 'domainHost')).toBe('Anna.example.se');
  });

  it('keeps a malformed escape as it is', () => {
    expect(readQueryParameter('?q=%E0%A4%A', 'q')).toBe('%E0%A4%A');
  });

  it('gives an empty string for a parameter without a value', () => {
    expect(readQueryParameter('?flag&lang=sv', 'flag')).toBe('');
  });

  it('gives null when absent', () => {
    expect(readQueryParameter('', 'lang')).toBeNull();
    expect(readQueryParameter('?', 'lang')).toBeNull();
    expect(readQueryParameter('?language=sv', 'lang')).toBeNull();
  });
});

describe('withQueryString', () => {
  it('appends a query string', () => {
    expect(withQueryString('/en', '?a=1&b=2')).toBe('/en?a=1&b=2');
    expect(withQueryString('/en', 'a=1')).toBe('/en?a=1');
  });

  it('adds nothing for an empty query', () => {
    expect(withQueryString('/en', '')).toBe('/en');
    expect(withQueryString('/en', '?')).toBe('/en');
  });
});
