import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_LANGUAGE_CODE,
  isSiteLanguageCode,
  MAX_SITE_LANGUAGES,
  PREFERRED_SITE_LANGUAGE_CODES,
  SITE_LANGUAGE_CODES,
} from './languages';

describe('site languages (002 §5)', () => {
  it('begins with sv, en, da, no, fi', () => {
    expect(SITE_LANGUAGE_CODES.slice(0, 5)).toEqual(['sv', 'en', 'da', 'no', 'fi']);
    expect(PREFERRED_SITE_LANGUAGE_CODES).toEqual(['sv', 'en', 'da', 'no', 'fi']);
  });

  it('has no duplicates', () => {
    expect(new Set(SITE_LANGUAGE_CODES).size).toBe(SITE_LANGUAGE_CODES.length);
  });

  it('has about 190 two-letter codes', () => {
    expect(SITE_LANGUAGE_CODES.length).toBeGreaterThanOrEqual(180);
    expect(SITE_LANGUAGE_CODES.length).toBeLessThanOrEqual(195);
    expect(SITE_LANGUAGE_CODES.every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
  });

  it('sorts the rest alphabetically', () => {
    const rest = SITE_LANGUAGE_CODES.slice(5);
    expect(rest).toEqual([...rest].sort());
  });

  it('defaults to sv and bounds a site to 20 languages', () => {
    expect(DEFAULT_SITE_LANGUAGE_CODE).toBe('sv');
    expect(MAX_SITE_LANGUAGES).toBe(20);
    expect(isSiteLanguageCode('de')).toBe(true);
    expect(isSiteLanguageCode('xx')).toBe(false);
  });
});
