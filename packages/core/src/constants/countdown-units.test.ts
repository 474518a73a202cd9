import { describe, expect, it } from 'vitest';
import { COUNTDOWN_UNIT_WORDS, COUNTDOWN_UNITS, countdownUnitWord } from './countdown-units';

describe('countdown unit words (001 "Countdown")', () => {
  it('has words for every unit in at least the languages the product is sold in and their neighbours', () => {
    for (const language of ['sv', 'en', 'da', 'no', 'fi', 'de', 'fr', 'es', 'it', 'nl', 'pl']) {
      for (const unit of COUNTDOWN_UNITS) {
        const word = COUNTDOWN_UNIT_WORDS[language]?.[unit];
        expect(word?.one, `${language} ${unit}`).toBeTruthy();
        expect(word?.other, `${language} ${unit}`).toBeTruthy();
      }
    }
  });

  it.each([
    ['sv', ['dag', 'timme', 'minut', 'sekund'], ['dagar', 'timmar', 'minuter', 'sekunder']],
    ['en', ['day', 'hour', 'minute', 'second'], ['days', 'hours', 'minutes', 'seconds']],
    ['da', ['dag', 'time', 'minut', 'sekund'], ['dage', 'timer', 'minutter', 'sekunder']],
  ])('uses the singular at 1 and the plural otherwise in %s', (language, singular, plural) => {
    expect(COUNTDOWN_UNITS.map((unit) => countdownUnitWord(unit, 1, language))).toEqual(singular);
    expect(COUNTDOWN_UNITS.map((unit) => countdownUnitWord(unit, 2, language))).toEqual(plural);
    expect(COUNTDOWN_UNITS.map((unit) => countdownUnitWord(unit, 0, language))).toEqual(plural);
    expect(COUNTDOWN_UNITS.map((unit) => countdownUnitWord(unit, 21, language))).toEqual(plural);
  });

  it('follows the language’s own plural forms where it has more than two', () => {
    expect([1, 2, 5, 22, 25].map((count) => countdownUnitWord('days', count, 'pl'))).toEqual([
      'dzień',
      'dni',
      'dni',
      'dni',
      'dni',
    ]);
    expect([1, 3, 5, 22].map((count) => countdownUnitWord('hours', count, 'pl'))).toEqual([
      'godzina',
      'godziny',
      'godzin',
      'godziny',
    ]);
    expect([1, 3, 5, 21].map((count) => countdownUnitWord('minutes', count, 'ru'))).toEqual([
      'минута',
      'минуты',
      'минут',
      'минута',
    ]);
  });

  it('falls back to English for a language without words', () => {
    expect(countdownUnitWord('days', 1, 'xx')).toBe('day');
    expect(countdownUnitWord('seconds', 2, 'sw')).toBe('seconds');
    expect(countdownUnitWord('hours', 3, 'toString')).toBe('hours');
  });
});
