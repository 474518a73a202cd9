import { describe, expect, it } from 'vitest';
import {
  primaryLanguage,
  publicLanguageLink,
  selectInterfaceLanguage,
  selectPublicLanguage,
  type InterfaceLanguageInput,
  type PublicLanguageInput,
} from './select-language';

describe('selectInterfaceLanguage', () => {
  const none: InterfaceLanguageInput = { host: null, search: '', storedLanguage: null, browserLanguages: [] };

  it.each([
    ['festsidan.com', 'en'],
    ['festsiden.dk', 'da'],
    ['festsidan.se', 'sv'],
  ] as const)('picks the language of the top-level domain of %s', (host, language) => {
    expect(selectInterfaceLanguage({ ...none, host })).toBe(language);
  });

  it('prefers the top-level domain over the query, storage and browser', () => {
    expect(
      selectInterfaceLanguage({
        host: 'festsiden.dk',
        search: '?lang=sv',
        storedLanguage: 'en',
        browserLanguages: ['en-US'],
      }),
    ).toBe('da');
  });

  it('uses the lang query parameter before storage and browser', () => {
    expect(
      selectInterfaceLanguage({
        host: 'localhost',
        search: '?lang=da',
        storedLanguage: 'en',
        browserLanguages: ['en'],
      }),
    ).toBe('da');
  });

  it('skips a lang parameter that is not sv, en or da', () => {
    expect(selectInterfaceLanguage({ ...none, search: '?lang=fi', storedLanguage: 'en' })).toBe('en');
  });

  it('uses the stored language before the browser', () => {
    expect(selectInterfaceLanguage({ ...none, storedLanguage: 'en', browserLanguages: ['da-DK'] })).toBe(
      'en',
    );
  });

  it('skips an unknown stored language', () => {
    expect(selectInterfaceLanguage({ ...none, storedLanguage: 'de', browserLanguages: ['da-DK'] })).toBe(
      'da',
    );
  });

  it('uses the first browser language that is sv, en or da, by its first two letters', () => {
    expect(selectInterfaceLanguage({ ...none, browserLanguages: ['de-DE', 'EN-gb', 'sv'] })).toBe('en');
  });

  it("falls back to the market's language", () => {
    expect(selectInterfaceLanguage({ ...none, market: 'dk', browserLanguages: ['de-DE', 'fr'] })).toBe('da');
    expect(selectInterfaceLanguage({ ...none, market: 'se', browserLanguages: ['de-DE'] })).toBe('sv');
  });

  it('falls back to sv', () => {
    expect(selectInterfaceLanguage(none)).toBe('sv');
    expect(
      selectInterfaceLanguage({ ...none, host: 'anna.party.localhost', browserLanguages: ['fi', 'de'] }),
    ).toBe('sv');
  });
});

describe('selectPublicLanguage', () => {
  const base: PublicLanguageInput = {
    availableLanguages: ['sv', 'en', 'da'],
    pathLanguage: null,
    browserLanguage: null,
    legacy: false,
  };

  it('shows a path language the site offers', () => {
    expect(selectPublicLanguage({ ...base, pathLanguage: 'en', browserLanguage: 'da' })).toEqual({
      kind: 'show',
      language: 'en',
    });
  });

  it('leads a language the site does not offer to the browser language the site offers, else its first', () => {
    expect(selectPublicLanguage({ ...base, pathLanguage: 'fi' })).toEqual({
      kind: 'redirect',
      language: 'sv',
    });
    expect(selectPublicLanguage({ ...base, pathLanguage: 'fi', browserLanguage: 'en-GB' })).toEqual({
      kind: 'redirect',
      language: 'en',
    });
    expect(selectPublicLanguage({ ...base, availableLanguages: ['sv'], pathLanguage: 'en' })).toEqual({
      kind: 'redirect',
      language: 'sv',
    });
  });

  it('reads a path language in capitals as the language', () => {
    expect(selectPublicLanguage({ ...base, pathLanguage: 'SV' })).toEqual({
      kind: 'redirect',
      language: 'sv',
    });
    expect(selectPublicLanguage({ ...base, pathLanguage: 'En' })).toEqual({
      kind: 'redirect',
      language: 'en',
    });
  });

  it('gives not found for a path that is no language', () => {
    expect(selectPublicLanguage({ ...base, pathLanguage: 'kontakt' })).toEqual({ kind: 'notFound' });
    expect(selectPublicLanguage({ ...base, pathLanguage: 'xx' })).toEqual({ kind: 'notFound' });
  });

  it('redirects to the browser language when offered', () => {
    expect(selectPublicLanguage({ ...base, browserLanguage: 'da-DK' })).toEqual({
      kind: 'redirect',
      language: 'da',
    });
  });

  it('redirects to the first available language when the browser language is not offered or unknown', () => {
    expect(
      selectPublicLanguage({ ...base, availableLanguages: ['en', 'sv'], browserLanguage: 'fi-FI' }),
    ).toEqual({
      kind: 'redirect',
      language: 'en',
    });
    expect(selectPublicLanguage({ ...base, availableLanguages: ['da', 'sv'] })).toEqual({
      kind: 'redirect',
      language: 'da',
    });
  });

  it('shows the only language without redirecting', () => {
    expect(selectPublicLanguage({ ...base, availableLanguages: ['en'], browserLanguage: 'sv-SE' })).toEqual({
      kind: 'show',
      language: 'en',
    });
  });

  it('treats an empty path segment as no language', () => {
    expect(selectPublicLanguage({ ...base, pathLanguage: '', browserLanguage: 'en' })).toEqual({
      kind: 'redirect',
      language: 'en',
    });
  });

  it('shows a legacy site without language handling', () => {
    expect(
      selectPublicLanguage({ ...base, availableLanguages: [], legacy: true, browserLanguage: 'en' }),
    ).toEqual({
      kind: 'show',
      language: null,
    });
  });

  it('gives not found for a language in the path of a legacy site', () => {
    expect(selectPublicLanguage({ ...base, legacy: true, pathLanguage: 'sv' })).toEqual({ kind: 'notFound' });
  });

  it('throws for a current site without any language', () => {
    expect(() => selectPublicLanguage({ ...base, availableLanguages: [] })).toThrow(/no available language/);
  });
});

describe('publicLanguageLink', () => {
  it('keeps the query string', () => {
    expect(publicLanguageLink('en', '?domainHost=anna.se')).toBe('/en?domainHost=anna.se');
  });

  it('has no question mark without a query', () => {
    expect(publicLanguageLink('da', '')).toBe('/da');
  });
});

describe('primaryLanguage', () => {
  it('keeps the first two letters, lower-cased', () => {
    expect(primaryLanguage('sv-SE')).toBe('sv');
    expect(primaryLanguage('EN')).toBe('en');
  });
});
