import { describe, expect, it } from 'vitest';
import { MAX_SITE_LANGUAGES, SITE_LANGUAGE_CODES, type SiteLanguageCode } from '../constants/languages';
import {
  addableSiteLanguages,
  addSiteLanguage,
  canAddSiteLanguage,
  canRemoveSiteLanguage,
  removeSiteLanguage,
  siteLanguageCodes,
} from './site-languages';

function siteWith(...codes: SiteLanguageCode[]) {
  return { theme: 'theme4', availableLanguages: codes.map((languageCode) => ({ languageCode })) };
}

describe('site languages (002 §5)', () => {
  it('offers about 190 codes to add, sv, en, da, no and fi first', () => {
    const addable = addableSiteLanguages(siteWith('de'));
    expect(addable.slice(0, 5)).toEqual(['sv', 'en', 'da', 'no', 'fi']);
    expect(addable.length).toBeGreaterThanOrEqual(180);
    expect(addable.length).toBeLessThanOrEqual(200);
  });

  it('leaves the languages the site offers out of the add list', () => {
    const addable = addableSiteLanguages(siteWith('sv', 'fi'));
    expect(addable).not.toContain('sv');
    expect(addable).not.toContain('fi');
    expect(addable.slice(0, 3)).toEqual(['en', 'da', 'no']);
    expect(addable).toHaveLength(SITE_LANGUAGE_CODES.length - 2);
  });

  it('adds a language last and keeps the rest of the site', () => {
    const next = addSiteLanguage(siteWith('sv'), 'en');
    expect(siteLanguageCodes(next)).toEqual(['sv', 'en']);
    expect(next.theme).toBe('theme4');
  });

  it('refuses a language the site offers already', () => {
    expect(() => addSiteLanguage(siteWith('sv', 'en'), 'en')).toThrow('offers en already');
  });

  it('stops adding at the most languages a site offers', () => {
    const full = siteWith(...SITE_LANGUAGE_CODES.slice(0, MAX_SITE_LANGUAGES));
    expect(canAddSiteLanguage(full)).toBe(false);
    expect(() => addSiteLanguage(full, SITE_LANGUAGE_CODES[MAX_SITE_LANGUAGES]!)).toThrow('at most');
    expect(canAddSiteLanguage(siteWith('sv'))).toBe(true);
  });

  it('hides removal when one language remains', () => {
    expect(canRemoveSiteLanguage(siteWith('sv'))).toBe(false);
    expect(canRemoveSiteLanguage(siteWith('sv', 'en'))).toBe(true);
  });

  it('removes a language, and never the last one', () => {
    expect(siteLanguageCodes(removeSiteLanguage(siteWith('sv', 'en', 'da'), 'en'))).toEqual(['sv', 'da']);
    expect(siteLanguageCodes(removeSiteLanguage(siteWith('sv', 'en'), 'sv'))).toEqual(['en']);
    expect(() => removeSiteLanguage(siteWith('sv'), 'sv')).toThrow('last language');
  });
});
