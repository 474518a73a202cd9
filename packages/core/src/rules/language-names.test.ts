import { describe, expect, it } from 'vitest';
import { knownLanguageName, languageNameIn, languageNameInText, ownLanguageNames } from './language-names';
import { nameableLanguages } from './nameable-languages';

describe('language names', () => {
  it('names a language in the interface language as running text writes it', () => {
    expect(languageNameInText('sv', 'en')).toBe('engelska');
    expect(languageNameInText('en', 'sv')).toBe('Swedish');
    expect(languageNameInText('da', 'de')).toBe('tysk');
  });

  it('capitalises a name used as a label', () => {
    expect(languageNameIn('sv', 'en')).toBe('Engelska');
    expect(knownLanguageName('da', 'sv')).toBe('Svensk');
  });

  it('falls back to the code for a language the browser cannot name', () => {
    expect(languageNameInText('sv', 'xx')).toBe('xx');
    expect(languageNameIn('sv', 'xx')).toBe('XX');
    expect(knownLanguageName('sv', 'xx')).toBeNull();
    expect(languageNameInText('sv', 'not a code')).toBe('not a code');
  });

  it('names each language in its own language, capitalised', () => {
    expect(ownLanguageNames(['sv', 'en', 'da'])).toEqual({ sv: 'Svenska', en: 'English', da: 'Dansk' });
    expect(ownLanguageNames([])).toEqual({});
  });

  it('offers only nameable languages, each name once', () => {
    expect(nameableLanguages('sv', ['en', 'xx', 'de'], ['de'])).toEqual([{ code: 'en', name: 'Engelska' }]);
  });
});
